import type { TalentRef } from './talent-ref.js';
import type { TalentSource } from '@smartmove/contract';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DatabaseEngine } from '../../db/database.js';
import type { Database, TalentJobsTable } from '../../db/schema.js';

/** A job the text worker claimed: its record, and the queueing it claimed (queued again meanwhile: run again). */
export type { TalentRef } from './talent-ref.js';

export interface ClaimedTalentJob extends TalentRef {
  queuedAt: string;
  /** Attempts so far, this one included. */
  attempts: number;
}

/** The pending rows of `refs`, due now: for a submission stored in one statement (`rowsOf`). */
export function talentJobRows(refs: readonly TalentRef[], at: Date): Insertable<TalentJobsTable>[] {
  const now = at.toISOString();
  return refs.map(({ source, id }) => ({
    source,
    record_id: id,
    queued_at: now,
    due_at: now,
    attempts: 0,
    leased_until: null,
    last_error: null,
  }));
}

/** Queues records in the transaction of the change that makes their search entry out of date. */
export function createTalentJobRepository(trx: Transaction<Database>) {
  return {
    /** Due now, its attempts counted afresh; a job running now keeps its lease and runs once more after. */
    async queue(refs: readonly TalentRef[], at: Date): Promise<void> {
      if (refs.length === 0) return;
      await trx
        .insertInto('talent_jobs')
        .values(talentJobRows(refs, at))
        .onConflict((oc) =>
          oc.columns(['source', 'record_id']).doUpdateSet((eb) => ({
            queued_at: eb.ref('excluded.queued_at'),
            due_at: eb.ref('excluded.due_at'),
            attempts: 0,
            last_error: null,
          })),
        )
        .execute();
    },
  };
}

/**
 * The text worker's side of the queue (like the mail outbox's delivery, on the database: each statement
 * commits by itself). A claim leases jobs; a job whose worker died is claimed again once its lease is over.
 */
export function createTalentJobDelivery(db: Kysely<Database>, engine: DatabaseEngine) {
  return {
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedTalentJob[]> {
      const at = now.toISOString();
      const skipLocked = engine === 'postgres' ? sql`for update skip locked` : sql``;
      const { rows } = await sql<{
        source: TalentSource;
        record_id: string;
        queued_at: string;
        attempts: number;
      }>`
        update talent_jobs set leased_until = ${leaseUntil.toISOString()}, attempts = attempts + 1
        where (source, record_id) in (
          select source, record_id from talent_jobs
          where due_at <= ${at} and (leased_until is null or leased_until <= ${at})
          order by due_at limit ${limit} ${skipLocked}
        )
        returning source, record_id, queued_at, attempts`.execute(db);
      return rows.map((row) => ({
        source: row.source,
        id: row.record_id,
        queuedAt: row.queued_at,
        attempts: Number(row.attempts),
      }));
    },

    /** The job is done: gone, unless it was queued again meanwhile (then it is due again at once). */
    async finish(trx: Transaction<Database>, job: ClaimedTalentJob): Promise<void> {
      const { numDeletedRows } = await trx
        .deleteFrom('talent_jobs')
        .where('source', '=', job.source)
        .where('record_id', '=', job.id)
        .where('queued_at', '=', job.queuedAt)
        .executeTakeFirst();
      if (numDeletedRows > 0n) return;
      await trx
        .updateTable('talent_jobs')
        .set({ leased_until: null })
        .where('source', '=', job.source)
        .where('record_id', '=', job.id)
        .execute();
    },

    /** The attempt failed: tried again at `retryAt` (at once if it was queued again meanwhile). */
    async retryLater(job: ClaimedTalentJob, error: string, retryAt: Date): Promise<void> {
      await db
        .updateTable('talent_jobs')
        .set((eb) => ({
          leased_until: null,
          last_error: error.slice(0, 500),
          due_at: eb
            .case()
            .when('queued_at', '=', job.queuedAt)
            .then(retryAt.toISOString())
            .else(eb.ref('due_at'))
            .end(),
        }))
        .where('source', '=', job.source)
        .where('record_id', '=', job.id)
        .execute();
    },

    /** Jobs waiting (due or leased), for the System page and tests. */
    async countWaiting(): Promise<number> {
      const row = await db
        .selectFrom('talent_jobs')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type TalentJobDelivery = ReturnType<typeof createTalentJobDelivery>;
