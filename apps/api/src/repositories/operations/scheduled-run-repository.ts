import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The runs of scheduled jobs' slots (migration 0034): one row per job and slot. */
export function createScheduledRunRepository(trx: Transaction<Database>) {
  return {
    /**
     * Claims a slot for this run: true when this insert made the row, false when another run (this process
     * or another) already has it. Built on the run's transaction, the row commits with what the run wrote;
     * a concurrent claim waits for that commit and then finds the row.
     */
    async claim(job: string, slot: string, at: Date): Promise<boolean> {
      const result = await trx
        .insertInto('scheduled_runs')
        .values({ job, slot, ran_at: at.toISOString(), mails: 0 })
        .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async setMails(job: string, slot: string, mails: number): Promise<void> {
      await trx
        .updateTable('scheduled_runs')
        .set({ mails })
        .where('job', '=', job)
        .where('slot', '=', slot)
        .execute();
    },

    /**
     * Records a run of a job that every process may run (the retention job): one row per slot, its time the
     * latest run's.
     */
    async record(job: string, slot: string, at: Date, mails = 0): Promise<void> {
      await trx
        .insertInto('scheduled_runs')
        .values({ job, slot, ran_at: at.toISOString(), mails })
        .onConflict((oc) => oc.columns(['job', 'slot']).doUpdateSet({ ran_at: at.toISOString(), mails }))
        .execute();
    },

    /** The runs of one job, newest slot first. */
    list(job: string) {
      return trx
        .selectFrom('scheduled_runs')
        .selectAll()
        .where('job', '=', job)
        .orderBy('slot', 'desc')
        .execute();
    },
  };
}
