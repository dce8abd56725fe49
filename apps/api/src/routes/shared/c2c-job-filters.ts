import type { C2CJobsQuerySchema } from '@smartmove/contract';
import type { z } from 'zod';
import type { C2CJobFilters } from '../../repositories/recruiting/c2c-job-queries.js';

/** The job lists' query string (public and portal alike) as the repository's filters. */
export function toC2CJobFilters(query: z.output<typeof C2CJobsQuerySchema>): C2CJobFilters {
  return {
    keyword: query.keyword,
    location: query.location,
    remote: query.remote === undefined ? undefined : query.remote === 'true',
    jobName: query.jobname,
  };
}
