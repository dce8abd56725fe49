import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The number series (the invoice_counters table). The next number is taken by an update of the series' row in
 * the issuing transaction: a second issuer waits for the first to commit (or roll back, giving the number
 * back), so numbers are never skipped nor given twice.
 */
export function createInvoiceCounterRepository(trx: Transaction<Database>) {
  return {
    async next(series: string): Promise<number> {
      await trx
        .insertInto('invoice_counters')
        .values({ series, last_number: 0 })
        .onConflict((oc) => oc.column('series').doNothing())
        .execute();
      const row = await trx
        .updateTable('invoice_counters')
        .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
        .where('series', '=', series)
        .returning('last_number')
        .executeTakeFirstOrThrow();
      return Number(row.last_number);
    },
  };
}
