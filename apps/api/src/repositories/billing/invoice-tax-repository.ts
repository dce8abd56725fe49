import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface TaxInput {
  name: string;
  basisPoints: number;
  amount: number;
}

/** An invoice's taxes (the invoice_taxes table): each with its rate, in the order they are shown. */
export function createInvoiceTaxRepository(trx: Transaction<Database>) {
  return {
    async replace(invoiceId: string, taxes: readonly TaxInput[]): Promise<void> {
      await trx.deleteFrom('invoice_taxes').where('invoice_id', '=', invoiceId).execute();
      if (taxes.length === 0) return;
      await trx
        .insertInto('invoice_taxes')
        .values(
          taxes.map((tax, position) => ({
            id: randomUUID(),
            invoice_id: invoiceId,
            position,
            name: tax.name,
            basis_points: tax.basisPoints,
            amount: tax.amount,
          })),
        )
        .execute();
    },

    async list(invoiceId: string): Promise<TaxInput[]> {
      const rows = await trx
        .selectFrom('invoice_taxes')
        .selectAll()
        .where('invoice_id', '=', invoiceId)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({
        name: row.name,
        basisPoints: row.basis_points,
        amount: Number(row.amount),
      }));
    },
  };
}
