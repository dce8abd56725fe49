import type { Kysely, Selectable } from 'kysely';
import type { C2CJobsTable, Database } from '../db/schema.js';

export type C2CJobRow = Selectable<C2CJobsTable>;

/** The jobs an application is for (POST /CRM/UASubmitCandidate and /CRM/SubmitCandidate). */
export function createJobApplicationsRepository(db: Kysely<Database>) {
  return {
    /** A job that is still open, by its unique URL name (the {id} of /applynow/{id}). */
    async findOpenJobByName(jobName: string): Promise<C2CJobRow | undefined> {
      return db
        .selectFrom('c2c_jobs')
        .selectAll()
        .where('job_name', '=', jobName)
        .where('removed', '=', 0)
        .executeTakeFirst();
    },
  };
}
