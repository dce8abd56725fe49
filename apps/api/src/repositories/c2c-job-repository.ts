import type { C2CJob, Page } from '@smartmove/contract';
import type { Kysely, Selectable } from 'kysely';
import type { C2CJobsTable, Database } from '../db/schema.js';
import { containsPattern, lowerLike, pageOffset, toCount, toPage, type PageRequest } from './pagination.js';

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

/** C2C jobs: only open ones are ever read (a removed job is neither listed nor found by name). */
export function createC2CJobRepository(db: Kysely<Database>) {
  const openJobs = () => db.selectFrom('c2c_jobs').where('removed', '=', 0);

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
  };
}

export type C2CJobRepository = ReturnType<typeof createC2CJobRepository>;
