import { minorUnitsToText, type AddExpenseFields } from '@smartmove/contract';

/**
 * A claim's fields as the multipart body carries them: the amount as the decimal text it was typed as (the
 * parsed fields hold minor units), a field left out (no "Bill to client") not sent at all.
 */
export function appendClaimFields(body: FormData, fields: Partial<AddExpenseFields> & { id?: string }): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    body.append(key, key === 'amount' && typeof value === 'number' ? minorUnitsToText(value) : String(value));
  }
}
