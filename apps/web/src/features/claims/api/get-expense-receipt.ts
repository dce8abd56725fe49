import { API_PATHS } from '@smartmove/contract';
import { downloadFromApi } from '../../../lib/save-download';

/** GET /CRM/GetExpenseReceipt: the caller's own receipt of a claim, saved under its own name. */
export function downloadExpenseReceipt(id: string, fileName: string) {
  return downloadFromApi(API_PATHS.getExpenseReceipt, fileName, { id });
}
