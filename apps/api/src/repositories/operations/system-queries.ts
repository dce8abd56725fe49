import { FAILED_MAIL_LIMIT, type FailedMail } from '@smartmove/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A job's latest run as scheduled_runs holds it. */
export interface LatestRun {
  job: string;
  slot: string;
  ranAt: string;
  mails: number;
}

/**
 * The reading side of the System page and the metrics (docs/product.md#running-it): the outbox's counts, its
 * failed messages, and each scheduled job's latest run.
 */
export function createSystemQueries(db: Kysely<Database>) {
  return {
    /** Messages per status: pending (waiting, due or not), sent, failed. */
    async countMailByStatus(): Promise<{ pending: number; sent: number; failed: number }> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['status', sql<number | string>`count(*)`.as('count')])
        .groupBy('status')
        .execute();
      const counts = { pending: 0, sent: 0, failed: 0 };
      for (const row of rows) {
        if (row.status in counts) counts[row.status as keyof typeof counts] = Number(row.count);
      }
      return counts;
    },

    /** The failed messages, the latest to give up first. */
    async listFailedMail(limit = FAILED_MAIL_LIMIT): Promise<FailedMail[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['id', 'recipient', 'subject', 'attempts', 'last_error', 'last_attempt_at', 'created_at'])
        .where('status', '=', 'failed')
        .orderBy(sql`coalesce(last_attempt_at, created_at)`, 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        attempts: row.attempts,
        lastError: row.last_error ?? '',
        failedAt: row.last_attempt_at ?? row.created_at,
      }));
    },

    /** Each job's latest run (by slot; of one slot, the latest record). */
    async latestRuns(): Promise<LatestRun[]> {
      const latest = db
        .selectFrom('scheduled_runs')
        .select(['job', sql<string>`max(slot)`.as('slot')])
        .groupBy('job')
        .as('latest');
      const rows = await db
        .selectFrom('scheduled_runs as runs')
        .innerJoin(latest, (join) =>
          join.onRef('latest.job', '=', 'runs.job').onRef('latest.slot', '=', 'runs.slot'),
        )
        .select(['runs.job', 'runs.slot', 'runs.ran_at', 'runs.mails'])
        .orderBy('runs.job')
        .execute();
      return rows.map((row) => ({ job: row.job, slot: row.slot, ranAt: row.ran_at, mails: row.mails }));
    },
  };
}

export type SystemQueries = ReturnType<typeof createSystemQueries>;
