import { API_PATHS, type C2CJob } from '@smartmove/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { servedJobQueryOptions } from '../../../lib/page-data';
import type { JobFilters } from '../job-filters';

/** Partners read GET /CRM/GetC2CJobs with their token; everyone else the public GET /CRM/UAGetC2CJobs. */
export type JobAudience = 'partner' | 'public';
export const C2C_JOBS_PAGE_SIZE = 10;

const loadSchema = () =>
  import('@smartmove/contract/schemas/listings').then((module) => module.C2CJobPageSchema);

const pathFor = (audience: JobAudience) =>
  audience === 'partner' ? API_PATHS.getC2CJobs : API_PATHS.uaGetC2CJobs;

type C2CJobsQuery = Record<
  'page' | 'pageSize' | 'keyword' | 'location' | 'remote' | 'jobname',
  string | number | undefined
>;

/** One page of open jobs, newest first, matching the query. */
export function getC2CJobs(audience: JobAudience, query: Partial<C2CJobsQuery>, signal?: AbortSignal) {
  return apiRequest(pathFor(audience), { query, loadSchema, signal });
}

/** What a job's details page finds: the open job, a job that was closed, or nothing (unknown or removed). */
export const JOB_CLOSED = 'closed' as const;
export type JobLookup = C2CJob | typeof JOB_CLOSED | null;

/**
 * The public details page reads GET /CRM/GetJobByName, which tells a closed job (410) from an unknown one
 * (404); partners read their job list, which holds open jobs only.
 */
async function findJob(audience: JobAudience, jobName: string, signal?: AbortSignal): Promise<JobLookup> {
  if (audience === 'partner') {
    return (await getC2CJobs(audience, { jobname: jobName, pageSize: 1 }, signal)).items[0] ?? null;
  }
  try {
    return await apiRequest(API_PATHS.getJobByName, {
      query: { jobname: jobName },
      loadSchema: () => import('@smartmove/contract/schemas/records').then((module) => module.C2CJobSchema),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    if (error instanceof ApiRequestError && error.status === 410) return JOB_CLOSED;
    throw error;
  }
}

const C2C_JOBS_KEY = ['c2c-jobs'] as const;

/** The C2C job queries; every key starts with `all`. */
export const c2cJobQueries = {
  all: C2C_JOBS_KEY,
  page: (audience: JobAudience, filters: JobFilters, page: number, pageSize = C2C_JOBS_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...C2C_JOBS_KEY, audience, filters, page, pageSize] as const,
      queryFn: ({ signal }) =>
        getC2CJobs(
          audience,
          {
            page,
            pageSize,
            keyword: filters.keyword || undefined,
            location: filters.location || undefined,
            remote: filters.remote || undefined,
          },
          signal,
        ),
      placeholderData: keepPreviousData,
    }),
  /** One open job by its name; JOB_CLOSED once it was closed, null when it does not exist or was removed. */
  job: (audience: JobAudience, jobName: string) =>
    queryOptions({
      queryKey: [...C2C_JOBS_KEY, audience, 'job', jobName] as const,
      queryFn: ({ signal }): Promise<JobLookup> => findJob(audience, jobName, signal),
      ...servedJobQueryOptions(jobName),
      staleTime: 60_000,
    }),
  /** The partner's three newest jobs, for the dashboard. */
  newest: () =>
    queryOptions({
      queryKey: [...C2C_JOBS_KEY, 'dashboard'] as const,
      queryFn: ({ signal }) => getC2CJobs('partner', { pageSize: 3 }, signal),
    }),
};

export function useC2CJobsQuery(
  audience: JobAudience,
  filters: JobFilters,
  page: number,
  pageSize = C2C_JOBS_PAGE_SIZE,
) {
  return useQuery(c2cJobQueries.page(audience, filters, page, pageSize));
}

export function useC2CJobQuery(audience: JobAudience, jobName: string) {
  return useQuery(c2cJobQueries.job(audience, jobName));
}

export function useNewestJobsQuery() {
  return useQuery(c2cJobQueries.newest());
}
