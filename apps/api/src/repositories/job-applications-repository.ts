import {
  PRIVACY_NOTICE_VERSION,
  APPLICATION_STATUS_CODES,
  APPLICATION_STATUS_LABELS,
  RECORD_KINDS,
  getVisaStatusLabel,
  type ApplicationDetail,
  type ApplicationFilters,
  type ApplicationStatus,
  type ApplicationSummary,
  type JobApplicationFields,
  type Page,
  type Submission,
} from '@smartmove/contract';
import { sql, type Insertable, type Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DatabaseEngine } from '../db/database.js';
import type { Database, JobApplicationsTable } from '../db/schema.js';
import type { SubmissionMail } from '../mail/mail-messages.js';
import {
  addInboxNote,
  applyInboxPatch,
  isActiveStaffMember,
  type InboxActor,
  type InboxUpdateResult,
} from './inbox-shared.js';
import { createMailOutboxRepository } from './mail-outbox-repository.js';
import { containsPattern, pageOffset, toCount, toPage, type PageRequest } from './pagination.js';
import { createRecordHistoryRepository } from './record-history-repository.js';
import { storeOnce, type SubmissionGuard, type SubmissionOutcome } from './submission-guard-repository.js';

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

export function toApplicationStatus(value: string): ApplicationStatus {
  return (APPLICATION_STATUS_CODES as readonly string[]).includes(value)
    ? (value as ApplicationStatus)
    : 'new';
}

/** What a reader knows a stored history value by. */
export function describeApplicationChange(field: string, value: string | null, names: Map<string, string>) {
  if (value === null) return null;
  if (field === 'status') return APPLICATION_STATUS_LABELS[toApplicationStatus(value)];
  if (field === 'assignedTo') return names.get(value) ?? value;
  return value;
}

/** An application as a list row or a CSV line. */
export interface ApplicationRow extends ApplicationSummary {
  phone: string;
  linkedIn: string;
  visaStatus: string;
}

/** The stored resume of an application, and whose it is. */
export interface StoredResume {
  storedName: string;
  originalName: string;
  mimeType: string;
  candidateName: string;
}

/**
 * Job applications: stored by POST /CRM/UASubmitCandidate and /CRM/SubmitCandidate, listed to the partner
 * who submitted them (GET /CRM/GetSubmissions). The jobs themselves belong to the C2C job repository.
 */
export function createJobApplicationsRepository(db: Kysely<Database>, engine: DatabaseEngine) {
  function filtered(filters: ApplicationFilters) {
    let query = db
      .selectFrom('job_applications')
      .leftJoin('c2c_jobs', 'c2c_jobs.job_name', 'job_applications.job_name')
      .leftJoin('users as assignee', 'assignee.id', 'job_applications.assigned_to')
      .leftJoin('users as submitter', 'submitter.id', 'job_applications.submitted_by_user_id');
    if (filters.status) query = query.where('job_applications.status', '=', filters.status);
    if (filters.job) query = query.where('job_applications.job_name', '=', filters.job);
    if (filters.assignedTo === 'none') query = query.where('job_applications.assigned_to', 'is', null);
    else if (filters.assignedTo) query = query.where('job_applications.assigned_to', '=', filters.assignedTo);
    if (filters.search) {
      const pattern = containsPattern(filters.search);
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`lower(job_applications.first_name || ' ' || job_applications.last_name) like ${pattern} escape '\\'`,
          sql<boolean>`lower(job_applications.email) like ${pattern} escape '\\'`,
          sql<boolean>`lower(coalesce(c2c_jobs.title, job_applications.job_name)) like ${pattern} escape '\\'`,
        ]),
      );
    }
    return query;
  }

  async function rows(filters: ApplicationFilters, page?: PageRequest): Promise<ApplicationRow[]> {
    let query = filtered(filters)
      .select([
        'job_applications.id',
        'job_applications.first_name',
        'job_applications.last_name',
        'job_applications.email',
        'job_applications.phone',
        'job_applications.linkedin_url',
        'job_applications.visa_status',
        'job_applications.job_name',
        'job_applications.status',
        'job_applications.assigned_to',
        'job_applications.created_at',
        'c2c_jobs.title as job_title',
        'assignee.name as assignee_name',
        'submitter.name as submitter_name',
      ])
      .orderBy('job_applications.created_at', 'desc')
      .orderBy('job_applications.id', 'desc');
    if (page) query = query.limit(page.pageSize).offset(pageOffset(page));
    return (await query.execute()).map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      jobName: row.job_name,
      jobTitle: row.job_title ?? row.job_name,
      createdAt: row.created_at,
      status: toApplicationStatus(row.status),
      assignedTo: row.assigned_to
        ? { id: row.assigned_to, name: row.assignee_name ?? row.assigned_to }
        : null,
      submittedBy: row.submitter_name ?? null,
      phone: row.phone,
      linkedIn: row.linkedin_url,
      visaStatus: getVisaStatusLabel(Number(row.visa_status)) ?? String(row.visa_status),
    }));
  }

  async function current(trx: Kysely<Database>, id: string) {
    const lock = engine === 'postgres' ? sql` for update` : sql``;
    const result = await sql<{
      first_name: string;
      last_name: string;
      status: string;
      assigned_to: string | null;
    }>`
      select first_name, last_name, status, assigned_to from job_applications where id = ${id}${lock}`.execute(
      trx,
    );
    return result.rows[0];
  }

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
        statusLabel: APPLICATION_STATUS_LABELS[toApplicationStatus(row.status)],
        submittedAt: row.created_at,
      }));
      return toPage(items, toCount(count), request);
    },

    /** The back office's list, newest first. */
    async listForStaff(filters: ApplicationFilters, page: PageRequest): Promise<Page<ApplicationSummary>> {
      const [items, count] = await Promise.all([
        rows(filters, page),
        filtered(filters)
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirst(),
      ]);
      const summaries = items.map(
        ({
          id,
          name,
          email,
          jobName,
          jobTitle,
          createdAt,
          status,
          assignedTo,
          submittedBy,
        }): ApplicationSummary => ({
          id,
          name,
          email,
          jobName,
          jobTitle,
          createdAt,
          status,
          assignedTo,
          submittedBy,
        }),
      );
      return toPage(summaries, toCount(count?.total as number | undefined), page);
    },

    /** Every matching application, newest first (the CSV export). */
    listAllForStaff(filters: ApplicationFilters): Promise<ApplicationRow[]> {
      return rows(filters);
    },

    /** Every submitted field, the notes and the history. */
    async findById(id: string): Promise<ApplicationDetail | undefined> {
      const row = await db
        .selectFrom('job_applications')
        .leftJoin('c2c_jobs', 'c2c_jobs.job_name', 'job_applications.job_name')
        .leftJoin('users as assignee', 'assignee.id', 'job_applications.assigned_to')
        .leftJoin('users as submitter', 'submitter.id', 'job_applications.submitted_by_user_id')
        .selectAll('job_applications')
        .select([
          'c2c_jobs.title as job_title',
          'assignee.name as assignee_name',
          'submitter.name as submitter_name',
        ])
        .where('job_applications.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const record = { kind: RECORD_KINDS.application, id };
      const history = createRecordHistoryRepository(db);
      const [notes, changes] = await Promise.all([
        history.listNotes(record),
        history.listChanges(record, describeApplicationChange),
      ]);
      return {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        phone: row.phone,
        linkedIn: row.linkedin_url,
        visaStatus: getVisaStatusLabel(Number(row.visa_status)) ?? String(row.visa_status),
        jobName: row.job_name,
        jobTitle: row.job_title ?? row.job_name,
        submittedBy: row.submitter_name ?? null,
        resume: {
          name: row.resume_original_name,
          size: Number(row.resume_size),
          mimeType: row.resume_mime_type,
        },
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        status: toApplicationStatus(row.status),
        assignedTo: row.assigned_to
          ? { id: row.assigned_to, name: row.assignee_name ?? row.assigned_to }
          : null,
        notes,
        history: changes,
      };
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
            candidateName: `${row.first_name} ${row.last_name}`.trim(),
          }
        : undefined;
    },

    /**
     * Changes the status and/or the assignee; the history rows and the audit lines commit with the change.
     * An assignee must be an active staff member.
     */
    update(
      id: string,
      patch: { status?: ApplicationStatus | undefined; assignedTo?: string | null | undefined },
      actor: InboxActor,
      now: Date = new Date(),
    ): Promise<InboxUpdateResult> {
      return db.transaction().execute(async (trx) => {
        const row = await current(trx, id);
        if (!row) return { notFound: true };
        if (patch.assignedTo && !(await isActiveStaffMember(trx, patch.assignedTo))) {
          return { invalidAssignee: true };
        }
        await applyInboxPatch(
          trx,
          { kind: RECORD_KINDS.application, id, row: { ...row, table: 'job_applications' } },
          patch,
          actor,
          now,
        );
        return { updated: true };
      });
    },

    /** Adds a staff note, with its audit line. */
    addNote(id: string, body: string, actor: InboxActor, now: Date = new Date()): Promise<InboxUpdateResult> {
      return db.transaction().execute(async (trx) => {
        const row = await current(trx, id);
        if (!row) return { notFound: true };
        await addInboxNote(
          trx,
          { kind: RECORD_KINDS.application, id, row: { ...row, table: 'job_applications' } },
          body,
          actor,
          now,
        );
        return { updated: true };
      });
    },
  };
}

export type JobApplicationsRepository = ReturnType<typeof createJobApplicationsRepository>;
