import type { AdminJob, C2CJob, JobStatus, Page } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toAdminJob, toC2CJob } from './c2c-job-rows.js';
import { containsPattern, lowerLike, readPage, toCount, type PageRequest } from '../pagination.js';

export interface C2CJobFilters {
  keyword?: string | undefined;
  location?: string | undefined;
  remote?: boolean | undefined;
  jobName?: string | undefined;
}

/**
 * C2C jobs as they are read (changes go through services/recruiting/c2c-job-service.ts). The board, the partners'
 * list and the apply page read only open jobs (neither removed nor closed); the back office reads them all.
 */
export function createC2CJobQueries(db: Kysely<Database>) {
  const openJobs = () => db.selectFrom('c2c_jobs').where('removed', '=', 0).where('closed_at', 'is', null);
  const staffJobs = () => db.selectFrom('c2c_jobs').where('removed', '=', 0);

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
      return readPage(
        query,
        request,
        (list) => list.selectAll().orderBy('posted_on', 'desc').orderBy('id'),
        (rows) => rows.map(toC2CJob),
      );
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

    /**
     * Every open job with its last change, newest first: what the sitemap and the job feed list. Seeded
     * jobs have no change time and give the day they were posted.
     */
    async listOpenWithDates(): Promise<Array<{ job: C2CJob; updatedAt: string }>> {
      const rows = await openJobs().selectAll().orderBy('posted_on', 'desc').orderBy('id').execute();
      return rows.map((row) => ({ job: toC2CJob(row), updatedAt: row.updated_at ?? row.posted_on }));
    },

    /**
     * A short text that changes whenever the open jobs do (one posted, edited, closed or removed): how
     * many there are and their latest change. Cheap to ask on each request, so lists built from the open
     * jobs can be kept until it changes, in every process.
     */
    async openJobsVersion(): Promise<string> {
      const row = await openJobs()
        .select((eb) => [
          eb.fn.countAll().as('count'),
          eb.fn.max('updated_at').as('updated'),
          eb.fn.max('posted_on').as('posted'),
          eb.fn.max('id').as('last_id'),
        ])
        .executeTakeFirstOrThrow();
      return [toCount(row.count), row.updated ?? '', row.posted ?? '', row.last_id ?? ''].join('|');
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
      return readPage(
        query,
        request,
        (list) => list.selectAll().orderBy('posted_on', 'desc').orderBy('id', 'desc'),
        (rows) => rows.map(toAdminJob),
      );
    },
  };
}

export type C2CJobQueries = ReturnType<typeof createC2CJobQueries>;
