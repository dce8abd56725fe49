import { randomBytes } from 'node:crypto';
import {
  RECORD_KINDS,
  type AdminJob,
  type C2CJob,
  type JobForm,
  type JobStatus,
  type Page,
} from '@smartmove/contract';
import type { Kysely, Selectable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { C2CJobsTable, Database } from '../db/schema.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import {
  containsPattern,
  isUniqueViolation,
  lowerLike,
  pageOffset,
  toCount,
  toPage,
  type PageRequest,
} from './pagination.js';
import { createRecordHistoryRepository, type FieldChange } from './record-history-repository.js';

export interface C2CJobFilters {
  keyword?: string | undefined;
  location?: string | undefined;
  remote?: boolean | undefined;
  jobName?: string | undefined;
}

/**
 * The one mapping of a c2c_jobs row to the API's job (the lists and GET /CRM/GetJobByName). `remote` is an
 * integer column, 0 or 1, which both drivers read as a number; Number() keeps the answer a boolean should
 * a driver hand it over as text.
 */
export function toC2CJob(row: Selectable<C2CJobsTable>): C2CJob {
  return {
    pro_jobid: row.id,
    pro_jobname: row.job_name,
    pro_jobtitle: row.title,
    pro_location: row.location,
    pro_description: row.description,
    pro_skills: row.skills,
    pro_rate: row.rate,
    pro_remote: Number(row.remote) === 1,
    pro_postedon: row.posted_on,
  };
}

/** A job as the back office lists it: open or closed. */
export function toAdminJob(row: Selectable<C2CJobsTable>): AdminJob {
  return {
    id: row.id,
    jobName: row.job_name,
    title: row.title,
    location: row.location,
    description: row.description,
    skills: row.skills,
    rate: row.rate,
    remote: Number(row.remote) === 1,
    postedOn: row.posted_on,
    status: row.closed_at ? 'closed' : 'open',
    closedAt: row.closed_at,
    updatedAt: row.updated_at,
  };
}

const SLUG_MAX_LENGTH = 60;

/**
 * A new job's URL name: its title as a slug and a short random suffix ("senior-data-engineer-k3x9q2"), so
 * two jobs of one title never share a link. Made once: an edit of the title keeps it, so links stay valid.
 */
export function newJobName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  const suffix = randomBytes(4).readUInt32BE(0).toString(36).padStart(6, '0').slice(-6);
  return `${slug || 'job'}-${suffix}`;
}

/** The staff member acting on a job. */
export interface JobActor {
  id: string;
  name: string;
}

export type JobChangeResult = { job: AdminJob } | { refused: 'not-found' } | { refused: 'already-closed' };

/** The fields an edit compares, with their columns. */
const EDITABLE_FIELDS = ['title', 'location', 'description', 'skills', 'rate', 'remote'] as const;

function columnsOf(job: JobForm) {
  return {
    title: job.title,
    location: job.location,
    description: job.description,
    skills: job.skills,
    rate: job.rate,
    remote: job.remote ? 1 : 0,
  };
}

function historyValue(field: (typeof EDITABLE_FIELDS)[number], value: string | number): string {
  return field === 'remote' ? (Number(value) === 1 ? 'Yes' : 'No') : String(value);
}

/**
 * C2C jobs. The board, the partners' list and the apply page read only open jobs (neither removed nor
 * closed); the back office reads them all and posts, edits and closes them, each change with its history
 * rows and its audit line in one transaction.
 */
export function createC2CJobRepository(db: Kysely<Database>) {
  const openJobs = () => db.selectFrom('c2c_jobs').where('removed', '=', 0).where('closed_at', 'is', null);
  const staffJobs = () => db.selectFrom('c2c_jobs').where('removed', '=', 0);

  async function audit(
    trx: Kysely<Database>,
    actor: JobActor,
    action: string,
    job: { id: string; title: string },
    now: Date,
  ) {
    await createAuditLogRepository(trx).record(
      {
        actorId: actor.id,
        actorName: actor.name,
        action,
        recordKind: RECORD_KINDS.job,
        recordId: job.id,
        recordLabel: job.title,
      },
      now,
    );
  }

  return {
    /** Open jobs newest first, with keyword, location, remote and job name filters. */
    async list(filters: C2CJobFilters, request: PageRequest): Promise<Page<C2CJob>> {
      let query = openJobs();
      if (filters.jobName) query = query.where('job_name', '=', filters.jobName);
      if (filters.keyword) {
        const pattern = containsPattern(filters.keyword);
        query = query.where((eb) =>
          eb.or([
            lowerLike('title', pattern),
            lowerLike('description', pattern),
            lowerLike('skills', pattern),
          ]),
        );
      }
      if (filters.location) query = query.where(lowerLike('location', containsPattern(filters.location)));
      if (filters.remote !== undefined) query = query.where('remote', '=', filters.remote ? 1 : 0);
      const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('posted_on', 'desc')
        .orderBy('id')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute();
      return toPage(rows.map(toC2CJob), toCount(count), request);
    },

    /** An open job by its unique URL name (the {id} of /applynow/{id}). */
    async findOpenByName(jobName: string): Promise<C2CJob | undefined> {
      const row = await openJobs().selectAll().where('job_name', '=', jobName).executeTakeFirst();
      return row ? toC2CJob(row) : undefined;
    },

    /** Whether a job of this name exists but was closed (its apply page says it is no longer open). */
    async isClosed(jobName: string): Promise<boolean> {
      const row = await staffJobs().select('closed_at').where('job_name', '=', jobName).executeTakeFirst();
      return Boolean(row?.closed_at);
    },

    /** The back office's list: open and closed jobs, newest first, searched and filtered by state. */
    async listForStaff(
      filters: { search?: string | undefined; status?: JobStatus | undefined },
      request: PageRequest,
    ): Promise<Page<AdminJob>> {
      let query = staffJobs();
      if (filters.status === 'open') query = query.where('closed_at', 'is', null);
      if (filters.status === 'closed') query = query.where('closed_at', 'is not', null);
      if (filters.search) {
        const pattern = containsPattern(filters.search);
        query = query.where((eb) =>
          eb.or([lowerLike('title', pattern), lowerLike('location', pattern), lowerLike('skills', pattern)]),
        );
      }
      const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('posted_on', 'desc')
        .orderBy('id', 'desc')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute();
      return toPage(rows.map(toAdminJob), toCount(count), request);
    },

    /** Posts a new open job today, with its history row and its "created job" audit line. */
    async create(job: JobForm, actor: JobActor, now: Date = new Date()): Promise<AdminJob> {
      // A random suffix colliding is all but impossible; one retry covers it.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await db.transaction().execute(async (trx) => {
            const row = {
              id: uuidv7(),
              job_name: newJobName(job.title),
              ...columnsOf(job),
              posted_on: now.toISOString().slice(0, 10),
              removed: 0,
              created_by: actor.id,
              updated_at: now.toISOString(),
              closed_at: null,
              closed_by: null,
            };
            await trx.insertInto('c2c_jobs').values(row).execute();
            await createRecordHistoryRepository(trx).addChanges(
              { kind: RECORD_KINDS.job, id: row.id },
              actor.id,
              [{ field: 'status', oldValue: null, newValue: 'open' }],
              now,
            );
            await audit(trx, actor, 'created job', row, now);
            return toAdminJob(row);
          });
        } catch (error) {
          if (attempt > 0 || !isUniqueViolation(error)) throw error;
        }
      }
    },

    /** Edits a job's fields (its URL name stays); a history row per changed field and one audit line. */
    update(id: string, job: JobForm, actor: JobActor, now: Date = new Date()): Promise<JobChangeResult> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('c2c_jobs')
          .selectAll()
          .where('id', '=', id)
          .where('removed', '=', 0)
          .executeTakeFirst();
        if (!row) return { refused: 'not-found' as const };
        const next = columnsOf(job);
        const changes: FieldChange[] = EDITABLE_FIELDS.filter(
          (field) => String(row[field]) !== String(next[field]),
        ).map((field) => ({
          field,
          oldValue: historyValue(field, row[field]),
          newValue: historyValue(field, next[field]),
        }));
        if (changes.length === 0) return { job: toAdminJob(row) };
        const updatedAt = now.toISOString();
        await trx
          .updateTable('c2c_jobs')
          .set({ ...next, updated_at: updatedAt })
          .where('id', '=', id)
          .execute();
        await createRecordHistoryRepository(trx).addChanges(
          { kind: RECORD_KINDS.job, id },
          actor.id,
          changes,
          now,
        );
        await audit(trx, actor, 'updated job', { id, title: next.title }, now);
        return { job: toAdminJob({ ...row, ...next, updated_at: updatedAt }) };
      });
    },

    /** Closes an open job: it leaves the board at once and refuses applications. */
    close(id: string, actor: JobActor, now: Date = new Date()): Promise<JobChangeResult> {
      return db.transaction().execute(async (trx) => {
        const closedAt = now.toISOString();
        // One conditional UPDATE: of two racing closes only one changes the row and writes the audit line.
        const result = await trx
          .updateTable('c2c_jobs')
          .set({ closed_at: closedAt, closed_by: actor.id, updated_at: closedAt })
          .where('id', '=', id)
          .where('removed', '=', 0)
          .where('closed_at', 'is', null)
          .executeTakeFirst();
        const row = await trx.selectFrom('c2c_jobs').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row || Number(row.removed) !== 0) return { refused: 'not-found' as const };
        if (Number(result.numUpdatedRows) === 0) return { refused: 'already-closed' as const };
        await createRecordHistoryRepository(trx).addChanges(
          { kind: RECORD_KINDS.job, id },
          actor.id,
          [{ field: 'status', oldValue: 'open', newValue: 'closed' }],
          now,
        );
        await audit(trx, actor, 'closed job', row, now);
        return { job: toAdminJob(row) };
      });
    },
  };
}

export type C2CJobRepository = ReturnType<typeof createC2CJobRepository>;
