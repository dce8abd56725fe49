import {
  toEmailKey,
  toPhoneKey,
  PRIVACY_NOTICE_VERSION,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  type JobApplicationFields,
  type Page,
  type Submission,
} from '@smartmove/contract';
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { newRowId } from '../../db/row-id.js';
import type { DatabaseEngine } from '../../db/database.js';
import type { Database, JobApplicationsTable } from '../../db/schema.js';
import { fullName, inboxRowMethods, toApplicationStatus, visaStatusLabel } from './inbox-shared.js';
import { readPage, type PageRequest } from '../pagination.js';

/** An application as received: the form's fields, the job it is for and the resume already stored. */
export interface NewJobApplication {
  fields: JobApplicationFields;
  jobName: string;
  resume: { storedName: string; originalName: string; mimeType: string; size: number };
  /** The signed-in user who submitted the candidate (POST /CRM/SubmitCandidate), else null. */
  submittedBy: string | null;
  /** SHA-256 of the token the confirmation e-mail's status-page link carries. */
  statusTokenHash: string;
  /** The earlier application of the same e-mail or phone for this job (findEarlierMatch), else undefined. */
  duplicateOf?: string | undefined;
}

/**
 * What an application is matched by (docs/product.md#possible-duplicates): its job, its e-mail and phone
 * normalised.
 */
export interface DuplicateKeys {
  jobName: string;
  emailKey: string | null;
  phoneKey: string | null;
}

export function duplicateKeysOf(jobName: string, email: string, phone: string): DuplicateKeys {
  return { jobName, emailKey: toEmailKey(email), phoneKey: toPhoneKey(phone) };
}

/** The row of an application (the duplicate it may be of is found first: findEarlierMatch). */
export function jobApplicationRow(
  { fields, jobName, resume, submittedBy, statusTokenHash, duplicateOf }: NewJobApplication,
  createdAt: string,
): Insertable<JobApplicationsTable> {
  const keys = duplicateKeysOf(jobName, fields.Email, fields.phoneNumber);
  return {
    // Time-ordered ids: new rows append to the primary key's index.
    id: newRowId(),
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
    email_key: keys.emailKey,
    phone_key: keys.phoneKey,
    duplicate_of_id: duplicateOf ?? null,
    possible_duplicate: duplicateOf ? 1 : 0,
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
  /** The job's name (pro_jobname) and title. */
  jobName: string;
  jobTitle: string;
  status: ApplicationStatus;
  submittedAt: string;
  /** The staff member it is assigned to, if any. */
  assignedTo: string | null;
}

/**
 * A partner's submissions, a resume and an applicant's status page (with the back office's list in app.queries.applications).
 */
export function createJobApplicationQueries(db: Kysely<Database>) {
  return {
    /** The candidates a user submitted, newest first, with the title of the job (read with the job). */
    async listBySubmitter(userId: string, request: PageRequest): Promise<Page<Submission>> {
      const query = db
        .selectFrom('job_applications')
        .where('job_applications.submitted_by_user_id', '=', userId);
      return readPage(
        query,
        request,
        (list) =>
          list
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
            .orderBy('job_applications.id'),
        (rows) =>
          rows.map((row) => ({
            id: row.id,
            candidateName: fullName(row),
            email: row.email,
            jobName: row.job_name,
            jobTitle: row.job_title ?? row.job_name,
            visaStatus: visaStatusLabel(row.visa_status),
            status: row.status,
            statusLabel: APPLICATION_STATUS_LABELS[toApplicationStatus(row.status)],
            submittedAt: row.created_at,
          })),
      );
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
          'job_applications.assigned_to',
          'c2c_jobs.title',
        ])
        .where('job_applications.status_token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        firstName: row.first_name,
        jobName: row.job_name,
        jobTitle: row.title ?? row.job_name,
        status: toApplicationStatus(row.status),
        submittedAt: row.created_at,
        assignedTo: row.assigned_to,
      };
    },
  };
}

/**
 * Job applications (job_applications): stored by POST /CRM/UASubmitCandidate and /CRM/SubmitCandidate,
 * listed to the partner who submitted them (GET /CRM/GetSubmissions), changed and erased through the job
 * application service. The back office's list is application-queries.ts; the jobs are the C2C job repository's.
 */
export function createJobApplicationsRepository(trx: Transaction<Database>, engine: DatabaseEngine) {
  /**
   * The oldest application for the job with this e-mail key, or this phone key: one index lookup
   * (job_applications_job_email_key, _job_phone_key) whatever the table's size. `except` leaves one out.
   */
  function matchQuery(jobName: string, column: 'email_key' | 'phone_key', key: string, except?: string) {
    let query = trx
      .selectFrom('job_applications')
      .select(['id', 'created_at'])
      .where('job_name', '=', jobName)
      .where(column, '=', key);
    if (except) query = query.where('id', '<>', except);
    return query.orderBy('created_at').orderBy('id').limit(1);
  }

  /**
   * PostgreSQL: applications to one job are stored one after the other until the transaction ends, so that of
   * two sent at the same moment the second sees the first (and is marked). SQLite already runs one write
   * transaction at a time.
   */
  async function lockJob(jobName: string): Promise<void> {
    if (engine === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtext(${`job-applications:${jobName}`}))`.execute(trx);
    }
  }

  /** The oldest application for the job with the same e-mail or phone (matched normalised), if any. */
  async function findEarlierMatch(
    keys: DuplicateKeys,
    options: { except?: string; before?: string } = {},
  ): Promise<string | undefined> {
    const found = [];
    for (const [column, key] of [
      ['email_key', keys.emailKey],
      ['phone_key', keys.phoneKey],
    ] as const) {
      if (!key) continue;
      const row = await matchQuery(keys.jobName, column, key, options.except).executeTakeFirst();
      if (row && (options.before === undefined || row.created_at <= options.before)) found.push(row);
    }
    found.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
    return found[0]?.id;
  }

  return {
    ...createJobApplicationQueries(trx),
    /** `lock` and `patch`: the inbox's changes of status and assignee. */
    ...inboxRowMethods(trx, engine, 'job_applications'),

    matchQuery,
    findEarlierMatch,
    lockJob,

    /** Stores the application; answers its id. */
    async create(application: NewJobApplication, now: Date): Promise<string> {
      const row = jobApplicationRow(application, now.toISOString());
      await trx.insertInto('job_applications').values(row).execute();
      return row.id;
    },

    /**
     * Deletes the application; answers its resume's stored name, undefined when there was none. The
     * applications marked as its duplicates stay marked and point at the oldest other one they match, or
     * at none (their link just disappears).
     */
    async delete(id: string): Promise<string | undefined> {
      const row = await trx
        .deleteFrom('job_applications')
        .where('id', '=', id)
        .returning('resume_file_name')
        .executeTakeFirst();
      if (!row) return undefined;
      const pointing = await trx
        .selectFrom('job_applications')
        .select(['id', 'job_name', 'email_key', 'phone_key', 'created_at'])
        .where('duplicate_of_id', '=', id)
        .execute();
      for (const other of pointing) {
        const earlier = await findEarlierMatch(
          { jobName: other.job_name, emailKey: other.email_key, phoneKey: other.phone_key },
          { except: other.id, before: other.created_at },
        );
        await trx
          .updateTable('job_applications')
          .set({ duplicate_of_id: earlier ?? null })
          .where('id', '=', other.id)
          .execute();
      }
      return row.resume_file_name;
    },
  };
}

export type JobApplicationsRepository = ReturnType<typeof createJobApplicationsRepository>;

export type JobApplicationQueries = ReturnType<typeof createJobApplicationQueries>;
