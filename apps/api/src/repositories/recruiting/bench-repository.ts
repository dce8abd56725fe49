import { randomUUID } from 'node:crypto';
import { benchDuplicateKeys, type BenchUploadRow } from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { DatabaseEngine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { toBenchColumns, type BenchColumns, type BenchRow } from './bench-rows.js';

const NOT_SENT_BACK = { sent_back_at: null, sent_back_by: null, sent_back_reason: null } as const;

/**
 * The bench's candidates as services/recruiting/bench-service.ts changes them (the lists are bench-queries.ts). Built
 * on the caller's transaction; on PostgreSQL a candidate found for a change stays locked until it commits.
 */
export function createBenchRepository(trx: Transaction<Database>, engine: DatabaseEngine) {
  return {
    /** The duplicate keys (benchDuplicateKeys) of everything the owner has on the bench, but `exceptId`. */
    async ownedDuplicateKeys(ownerUserId: string, exceptId?: string): Promise<Set<string>> {
      let query = trx
        .selectFrom('bench_candidates')
        .select(['name', 'title', 'location', 'email'])
        .where('owner_user_id', '=', ownerUserId);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      const rows = await query.execute();
      return new Set(rows.flatMap((row) => benchDuplicateKeys(row)));
    },

    /** Adds the owner's consultants in one statement: all of them or none. */
    /** Adds the rows; answers their new ids. */
    async createMany(ownerUserId: string, rows: readonly BenchUploadRow[], now: Date): Promise<string[]> {
      if (rows.length === 0) return [];
      // Distinct instants keep the upload's order when listed newest first.
      const base = now.getTime();
      const values = rows.map((row, index) => ({
        id: randomUUID(),
        owner_user_id: ownerUserId,
        ...toBenchColumns(row),
        created_at: new Date(base + rows.length - index).toISOString(),
      }));
      await trx.insertInto('bench_candidates').values(values).execute();
      return values.map((row) => row.id);
    },

    /** A candidate for a change (two recruiters at once: the second waits and then sees the first's state). */
    find(id: string): Promise<BenchRow | undefined> {
      return trx
        .selectFrom('bench_candidates')
        .selectAll()
        .where('id', '=', id)
        .$if(engine === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
    },

    /** The owner's candidate for a change; undefined for anybody else's. */
    findOwned(ownerUserId: string, id: string): Promise<BenchRow | undefined> {
      return trx
        .selectFrom('bench_candidates')
        .selectAll()
        .where('id', '=', id)
        .where('owner_user_id', '=', ownerUserId)
        .$if(engine === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
    },

    /**
     * Publishes a candidate (`by` the recruiter, `at` an instant), or takes it off the hot list (null); either
     * way it is no longer sent back.
     */
    async setPublished(id: string, published: { at: Date; by: string } | null): Promise<void> {
      await trx
        .updateTable('bench_candidates')
        .set({
          published_at: published?.at.toISOString() ?? null,
          published_by: published?.by ?? null,
          ...NOT_SENT_BACK,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Sends a candidate back to its partner with the recruiter's reason (and off the hot list). */
    async sendBack(id: string, sentBack: { at: Date; by: string; reason: string }): Promise<void> {
      await trx
        .updateTable('bench_candidates')
        .set({
          published_at: null,
          published_by: null,
          sent_back_at: sentBack.at.toISOString(),
          sent_back_by: sentBack.by,
          sent_back_reason: sentBack.reason,
        })
        .where('id', '=', id)
        .execute();
    },

    /** The owner's edit: new fields, and back in the review queue (off the hot list, no longer sent back). */
    async update(id: string, columns: BenchColumns): Promise<void> {
      await trx
        .updateTable('bench_candidates')
        .set({ ...columns, published_at: null, published_by: null, ...NOT_SENT_BACK })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: string): Promise<void> {
      await trx.deleteFrom('bench_candidates').where('id', '=', id).execute();
    },
  };
}

export type BenchRepository = ReturnType<typeof createBenchRepository>;
