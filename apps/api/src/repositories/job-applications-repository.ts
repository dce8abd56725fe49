import type { JobApplicationFields } from '@smartmove/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { C2CJobsTable, Database, JobApplicationsTable } from '../db/schema.js';
import { storeOnce, type SubmissionGuard, type SubmissionOutcome } from './submission-guard-repository.js';

export type C2CJobRow = Selectable<C2CJobsTable>;

/** An application as received: the form's fields, the job it is for and the resume already stored. */
export interface NewJobApplication {
  fields: JobApplicationFields;
  jobName: string;
  resume: { storedName: string; originalName: string; mimeType: string; size: number };
  /** The signed-in user who submitted the candidate (POST /CRM/SubmitCandidate), else null. */
  submittedBy: string | null;
}

function toJobApplicationRow(
  { fields, jobName, resume, submittedBy }: NewJobApplication,
  createdAt: string,
): Insertable<JobApplicationsTable> {
  return {
    // Time-ordered ids: new rows append to the primary key's index.
    id: uuidv7(),
    job_name: jobName,
    first_name: fields.FirstName,
    last_name: fields.LastName,
    email: fields.Email,
    phone: fields.phoneNumber,
    linkedin_url: fields.LinkedIn,
    visa_status: fields.pro_visastatus,
    resume_file_name: resume.storedName,
    resume_original_name: resume.originalName,
    resume_mime_type: resume.mimeType,
    resume_size: resume.size,
    submitted_by_user_id: submittedBy,
    created_at: createdAt,
  };
}

/** Job applications and the jobs they are for (POST /CRM/UASubmitCandidate and /CRM/SubmitCandidate). */
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

    /** Stores the application unless the guard refuses it (a repeat, a spent captcha token). */
    create(application: NewJobApplication, guard: SubmissionGuard): Promise<SubmissionOutcome> {
      const now = guard.now ?? new Date();
      return storeOnce(db, { ...guard, now }, async (trx) => {
        await trx
          .insertInto('job_applications')
          .values(toJobApplicationRow(application, now.toISOString()))
          .execute();
      });
    },
  };
}
