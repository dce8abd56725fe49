import type { Kysely, Selectable } from 'kysely';
import type { C2CJobsTable, Database, JobApplicationsTable } from '../db/schema.js';

export type JobApplicationRow = Selectable<JobApplicationsTable>;
export type NewJobApplication = Omit<JobApplicationRow, 'status'>;
export type C2CJobRow = Selectable<C2CJobsTable>;

/** Job applications with their stored resume (POST /CRM/UASubmitCandidate and /CRM/SubmitCandidate). */
export function createJobApplicationsRepository(db: Kysely<Database>) {
  return {
    async create(row: NewJobApplication): Promise<void> {
      await db.insertInto('job_applications').values(row).execute();
    },
    async findById(id: string): Promise<JobApplicationRow | undefined> {
      return db.selectFrom('job_applications').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async list(): Promise<JobApplicationRow[]> {
      return db.selectFrom('job_applications').selectAll().orderBy('created_at', 'desc').execute();
    },
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
