import { randomUUID } from 'node:crypto';
import type { RateCardBand } from '@smartmove/contract';
import type { Insertable } from 'kysely';
import type { RateCardTable } from './schema.js';

/** Rate card rows for skills and their bands, as the seed and an admin's change store them. */
export function toRateCardRows(
  skills: readonly { skill: string; bands: readonly RateCardBand[] }[],
  at: Date,
  updatedBy: string | null,
): Insertable<RateCardTable>[] {
  return skills.flatMap((entry) =>
    entry.bands.map((band) => ({
      id: randomUUID(),
      skill: entry.skill,
      min_years: band.minYears,
      max_years: band.maxYears,
      rate_min: band.rateMin,
      rate_max: band.rateMax,
      updated_at: at.toISOString(),
      updated_by: updatedBy,
    })),
  );
}
