import {
  getVisaStatusLabel,
  type JobApplicationFields,
  type Page,
  type Submission,
} from '@smartmove/contract';
import type { Insertable, Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Database, JobApplicationsTable } from '../db/schema.js';
import type { SubmissionMail } from '../services/mail-messages.js';
import { createMailOutboxRepository } from './mail-outbox-repository.js';
import { pageOffset, toCount, toPage, type PageRequest } from './pagination.js';
import { storeOnce, type SubmissionGuard, type SubmissionOutcome } from './submission-guard-repository.js';

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

/**
 * Job applications: stored by POST /CRM/UASubmitCandidate and /CRM/SubmitCandidate, listed to the partner
 * who submitted them (GET /CRM/GetSubmissions). The jobs themselves belong to the C2C job repository.
 */
export function createJobApplicationsRepository(db: Kysely<Database>) {
  return {
    /** Stores the application unless the guard refuses it (a repeat, a spent captcha token), with its e-mail. */
    create(
      application: NewJobApplication,
      guard: SubmissionGuard,
      mail?: SubmissionMail,
    ): Promise<SubmissionOutcome> {
      const now = guard.now ?? new Date();
      const row = toJobApplicationRow(application, now.toISOString());
      return storeOnce(db, { ...guard, now }, async (trx) => {
        await trx.insertInto('job_applications').values(row).execute();
        if (mail) await createMailOutboxRepository(trx).enqueueSubmission(mail, row.id, now);
      });
    },

    /** The candidates a user submitted, newest first, with the title of the job (read with the job). */
    async listBySubmitter(userId: string, request: PageRequest): Promise<Page<Submission>> {
      const query = db
        .selectFrom('job_applications')
        .where('job_applications.submitted_by_user_id', '=', userId);
      const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .leftJoin('c2c_jobs', 'c2c_jobs.job_name', 'job_applications.job_name')
        .select([
          'job_applications.id',
          'job_applications.first_name',
          'job_applications.last_name',
          'job_applications.email',
          'job_applications.job_name',
          'job_applications.visa_status',
          'job_applications.status',
          'job_applications.created_at',
          'c2c_jobs.title as job_title',
        ])
        .orderBy('job_applications.created_at', 'desc')
        .orderBy('job_applications.id')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute();
      const items = rows.map((row) => ({
        id: row.id,
        candidateName: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        jobName: row.job_name,
        jobTitle: row.job_title ?? row.job_name,
        visaStatus: getVisaStatusLabel(Number(row.visa_status)) ?? String(row.visa_status),
        status: row.status,
        submittedAt: row.created_at,
      }));
      return toPage(items, toCount(count), request);
    },
  };
}

export type JobApplicationsRepository = ReturnType<typeof createJobApplicationsRepository>;
