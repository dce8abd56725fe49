import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface RateInput {
  billRate: number;
  payRate: number;
  overtimeBillRate?: number | null | undefined;
  overtimePayRate?: number | null | undefined;
}

/** A placement's rate periods (the placement_rates table): each holds from its date until the next one's. */
export function createPlacementRateRepository(trx: Transaction<Database>) {
  return {
    /** The rates from `from` on; a period that starts that same day is replaced. */
    async set(placementId: string, from: string, rates: RateInput, actorId: string | null, at: Date) {
      await trx
        .deleteFrom('placement_rates')
        .where('placement_id', '=', placementId)
        .where('effective_from', '=', from)
        .execute();
      await trx
        .insertInto('placement_rates')
        .values({
          id: randomUUID(),
          placement_id: placementId,
          effective_from: from,
          bill_rate: rates.billRate,
          pay_rate: rates.payRate,
          overtime_bill_rate: rates.overtimeBillRate ?? null,
          overtime_pay_rate: rates.overtimePayRate ?? null,
          created_at: at.toISOString(),
          created_by: actorId,
        })
        .execute();
    },
  };
}
