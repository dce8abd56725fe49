import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The claims billed to clients at cost and the invoice of each (the invoiced_claims table: once each). */
export function createInvoicedClaimRepository(trx: Transaction<Database>) {
  return {
    /** Throws a unique violation when another invoice took one of these claims meanwhile. */
    async add(invoiceId: string, expenseIds: readonly string[]): Promise<void> {
      if (expenseIds.length === 0) return;
      await trx
        .insertInto('invoiced_claims')
        .values(expenseIds.map((expenseId) => ({ expense_id: expenseId, invoice_id: invoiceId })))
        .execute();
    },

    async removeOf(invoiceId: string): Promise<void> {
      await trx.deleteFrom('invoiced_claims').where('invoice_id', '=', invoiceId).execute();
    },
  };
}
