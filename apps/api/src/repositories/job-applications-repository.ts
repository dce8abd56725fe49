import {
  PRIVACY_NOTICE_VERSION,
  APPLICATION_STATUS_LABELS,
  type JobApplicationFields,
  type Page,
  type Submission,
} from '@smartmove/contract';
import type { Insertable, Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DatabaseEngine } from '../db/database.js';
import type { Database, JobApplicationsTable } from '../db/schema.js';
import { fullName, inboxRowMethods, toApplicationStatus, visaStatusLabel } from './inbox-shared.js';
import { pageOffset, toCount, toPage, type PageRequest } from './pagination.js';

/** An application as received: the form's fields, the job it is for and the resume already stored. */
export interface NewJobApplication {
  fields: JobApplicationFields;
  jobName: string;
  resume: { storedName: string; originalName: string; mimeType: string; size: number };
  /** The signed-in user who submitted the candidate (POST /CRM/SubmitCandidate), else null. */
  submittedBy: string | null;
  /** SHA-256 of the token the confirmation e-mail's status-page link carries. */
  statusTokenHash: string;
}

function toJobApplicationRow(
  { fields, jobName, resume, submittedBy, statusTokenHash }: NewJobApplication,
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
    // Set here: the column's default is still the old 'Submitted' (SQLite cannot change a default).
    status: 'new',
    created_at: createdAt,
    // Sent from a form that showed this notice: consent is given as it is sent.
    consent_at: createdAt,
    notice_version: PRIVACY_NOTICE_VERSION,
    status_token_hash: statusTokenHash,
  };
}

/** The stored resume of an application, and whose it is. */
export interface StoredResume {
  storedName: string;
  originalName: string;
  mimeType: string;
  candidateName: string;
}

/** An application as its applicant's status page shows it. */
export interface ApplicationStatusView {
  id: string;
  firstName: string;
  jobTitle: string;
  status: string;
  submittedAt: string;
}

/**
 * Job applications (job_applications): stored by POST /CRM/UASubmitCandidate and /CRM/SubmitCandidate,
 * listed to the partner who submitted them (GET /CRM/GetSubmissions), changed and erased through the job
 * application service. The back office's list is application-queries.ts; the jobs are the C2C job repository's.
 */
export function createJobApplicationsRepository(db: Kysely<Database>, engine: DatabaseEngine) {
  return {
    /** `lock` and `patch`: the inbox's changes of status and assignee. */
    ...inboxRowMethods(db, engine, 'job_applications'),

    /** Stores the application; answers its id. */
    async create(application: NewJobApplication, now: Date): Promise<string> {
      const row = toJobApplicationRow(application, now.toISOString());
      await db.insertInto('job_applications').values(row).execute();
      return row.id;
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
        candidateName: fullName(row),
        email: row.email,
        jobName: row.job_name,
        jobTitle: row.job_title ?? row.job_name,
        visaStatus: visaStatusLabel(row.visa_status),
        status: row.status,
        statusLabel: APPLICATION_STATUS_LABELS[toApplicationStatus(row.status)],
        submittedAt: row.created_at,
      }));
      return toPage(items, toCount(count), request);
    },

    async findResume(id: string): Promise<StoredResume | undefined> {
      const row = await db
        .selectFrom('job_applications')
        .select(['resume_file_name', 'resume_original_name', 'resume_mime_type', 'first_name', 'last_name'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? {
            storedName: row.resume_file_name,
            originalName: row.resume_original_name,
            mimeType: row.resume_mime_type,
            candidateName: fullName(row),
          }
        : undefined;
    },

    /** The application a status page's token finds. */
    async findByToken(tokenHash: string): Promise<ApplicationStatusView | undefined> {
      const row = await db
        .selectFrom('job_applications')
        .leftJoin('c2c_jobs', 'c2c_jobs.job_name', 'job_applications.job_name')
        .select([
          'job_applications.id',
          'job_applications.first_name',
          'job_applications.status',
          'job_applications.created_at',
          'job_applications.job_name',
          'c2c_jobs.title',
        ])
        .where('job_applications.status_token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        firstName: row.first_name,
        jobTitle: row.title ?? row.job_name,
        status: APPLICATION_STATUS_LABELS[toApplicationStatus(row.status)],
        submittedAt: row.created_at,
      };
    },

    /** Deletes the application; answers its resume's stored name, undefined when there was none. */
    async delete(id: string): Promise<string | undefined> {
      const row = await db
        .deleteFrom('job_applications')
        .where('id', '=', id)
        .returning('resume_file_name')
        .executeTakeFirst();
      return row?.resume_file_name;
    },
  };
}

export type JobApplicationsRepository = ReturnType<typeof createJobApplicationsRepository>;
