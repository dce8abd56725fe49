import type { RateCardBand } from '@smartmove/contract';
import type { Kysely, Transaction } from 'kysely';
import { toRateCardRows } from '../../db/rate-card-rows.js';
import type { Database } from '../../db/schema.js';

export interface StoredRateCard {
  /** Each priced skill's bands, by years. */
  bands: Map<string, RateCardBand[]>;
  updatedAt: string | null;
  /** The name of who changed it last; null while it is the seed's. */
  updatedBy: string | null;
}

/** The know-your-worth rate card as read. */
export function createRateCardQueries(db: Kysely<Database>) {
  return {
    async get(): Promise<StoredRateCard> {
      const rows = await db
        .selectFrom('rate_card')
        .leftJoin('users', 'users.id', 'rate_card.updated_by')
        .select([
          'rate_card.skill',
          'rate_card.min_years',
          'rate_card.max_years',
          'rate_card.rate_min',
          'rate_card.rate_max',
          'rate_card.updated_at',
          'users.name as updated_by_name',
        ])
        .orderBy('rate_card.skill')
        .orderBy('rate_card.min_years')
        .execute();
      const bands = new Map<string, RateCardBand[]>();
      let latest: { at: string; by: string | null } | null = null;
      for (const row of rows) {
        const skillBands = bands.get(row.skill) ?? [];
        skillBands.push({
          minYears: Number(row.min_years),
          maxYears: row.max_years === null ? null : Number(row.max_years),
          rateMin: Number(row.rate_min),
          rateMax: Number(row.rate_max),
        });
        bands.set(row.skill, skillBands);
        if (!latest || row.updated_at > latest.at) latest = { at: row.updated_at, by: row.updated_by_name };
      }
      return { bands, updatedAt: latest?.at ?? null, updatedBy: latest?.by ?? null };
    },
  };
}

/**
 * The know-your-worth rate card (docs/product.md#back-office). Its changes go through the rate card service,
 * which builds this repository on the change's transaction.
 */
export function createRateCardRepository(trx: Transaction<Database>) {
  return {
    ...createRateCardQueries(trx),
    /** Replaces the bands of each skill given; the other skills keep theirs. */
    async replace(
      skills: ReadonlyArray<{ skill: string; bands: readonly RateCardBand[] }>,
      updatedBy: string,
      at: Date,
    ): Promise<void> {
      await trx
        .deleteFrom('rate_card')
        .where(
          'skill',
          'in',
          skills.map((entry) => entry.skill),
        )
        .execute();
      await trx
        .insertInto('rate_card')
        .values(toRateCardRows(skills, at, updatedBy))
        .execute();
    },
  };
}

export type RateCardRepository = ReturnType<typeof createRateCardRepository>;

export type RateCardQueries = ReturnType<typeof createRateCardQueries>;
