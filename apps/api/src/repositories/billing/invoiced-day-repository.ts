import type { InvoicedDayInput } from './billing-lines.js';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The approved hours each invoice bills, per consultant, project and day (the invoiced_days table). Its unique
 * (user, project, day, sequence) refuses a second invoice taking the same hours, whoever generates it.
 */
export function createInvoicedDayRepository(trx: Transaction<Database>) {
  return {
    /** Throws a unique violation when another invoice took one of these days' sequence meanwhile. */
    async add(invoiceId: string, days: readonly InvoicedDayInput[]): Promise<void> {
      // Several statements for a long list: SQLite takes at most 32766 parameters in one.
      for (let start = 0; start < days.length; start += 500) {
        await trx
          .insertInto('invoiced_days')
          .values(
            days.slice(start, start + 500).map((day) => ({
              id: randomUUID(),
              invoice_id: invoiceId,
              placement_id: day.placementId,
              user_id: day.userId,
              project_key: day.projectKey,
              work_date: day.workDate,
              sequence: day.sequence,
              regular_hours: day.regularHours,
              overtime_hours: day.overtimeHours,
            })),
          )
          .execute();
      }
    },

    /** A draft's days given back (it is refreshed or voided): they are not invoiced any more. */
    async removeOf(invoiceId: string): Promise<void> {
      await trx.deleteFrom('invoiced_days').where('invoice_id', '=', invoiceId).execute();
    },
  };
}

export type { InvoicedDayInput } from './billing-lines.js';
