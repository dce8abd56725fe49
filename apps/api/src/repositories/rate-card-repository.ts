import { randomUUID } from 'node:crypto';
import { RECORD_KINDS, type RateCardBand } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import type { InboxActor } from './inbox-shared.js';

export interface StoredRateCard {
  /** Each priced skill's bands, by years. */
  bands: Map<string, RateCardBand[]>;
  updatedAt: string | null;
  /** The name of who changed it last; null while it is the seed's. */
  updatedBy: string | null;
}

/**
 * The know-your-worth rate card (docs/product.md#back-office). A change of the card commits in one
 * transaction with its audit line.
 */
export function createRateCardRepository(db: Kysely<Database>) {
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

    /** Replaces the bands of each skill given; the other skills keep theirs. */
    async replace(
      skills: ReadonlyArray<{ skill: string; bands: readonly RateCardBand[] }>,
      actor: InboxActor,
      now: Date = new Date(),
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
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
          .values(
            skills.flatMap((entry) =>
              entry.bands.map((band) => ({
                id: randomUUID(),
                skill: entry.skill,
                min_years: band.minYears,
                max_years: band.maxYears,
                rate_min: band.rateMin,
                rate_max: band.rateMax,
                updated_at: now.toISOString(),
                updated_by: actor.id,
              })),
            ),
          )
          .execute();
        await createAuditLogRepository(trx).record(
          {
            actorId: actor.id,
            actorName: actor.name,
            action: 'updated rate card',
            recordKind: RECORD_KINDS.rateCard,
            recordId: null,
            recordLabel: skills.length === 1 ? `Rate card: ${skills[0]?.skill ?? ''}` : 'Rate card',
          },
          now,
        );
      });
    },
  };
}

export type RateCardRepository = ReturnType<typeof createRateCardRepository>;
