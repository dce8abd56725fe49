import { API_PATHS, type C2CJob } from '@smartmove/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { servedJobQueryOptions } from '../../../lib/page-data';

/** GET /CRM/GetJobByName?jobname= (pro_jobtitle is what the apply page shows). */
export function getJobByName(jobName: string, signal?: AbortSignal): Promise<C2CJob> {
  return apiRequest(API_PATHS.getJobByName, {
    query: { jobname: jobName },
    // Imported with the request: the page shows the job it was served with before zod has loaded.
    loadSchema: () => import('@smartmove/contract/schemas/records').then((module) => module.C2CJobSchema),
    ...(signal ? { signal } : {}),
  });
}

export function isJobNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** A job that exists but was closed (410): its apply page says it is no longer open. */
export function isJobClosed(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 410;
}

export const jobByNameQuery = (jobName: string) =>
  queryOptions({
    queryKey: ['job-by-name', jobName] as const,
    queryFn: ({ signal }) => getJobByName(jobName, signal),
    ...servedJobQueryOptions(jobName),
    // An unknown, removed or closed job stays so: no retry.
    retry: (failureCount, error) => !isJobNotFound(error) && !isJobClosed(error) && failureCount < 1,
    staleTime: 60_000,
  });

export function useJobByName(jobName: string) {
  return useQuery(jobByNameQuery(jobName));
}
