import { API_PATHS } from '@smartmove/contract';
import { fetchFileToView } from '../../../lib/save-download';

/** GET /CRM/GetExpenseReceipt?disposition=inline: the caller's own receipt of a claim, to view. */
export function fetchExpenseReceipt(id: string): Promise<Blob> {
  return fetchFileToView(API_PATHS.getExpenseReceipt, { id });
}
