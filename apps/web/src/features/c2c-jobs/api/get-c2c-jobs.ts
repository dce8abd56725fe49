import { API_PATHS } from '@smartmove/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { JobFilters } from '../job-filters';

/** Partners read GET /CRM/GetC2CJobs with their token; everyone else the public GET /CRM/UAGetC2CJobs. */
export type JobAudience = 'partner' | 'public';
export const C2C_JOBS_PAGE_SIZE = 10;

const loadSchema = () =>
  import('@smartmove/contract/schemas/listings').then((module) => module.C2CJobPageSchema);

const pathFor = (audience: JobAudience) =>
  audience === 'partner' ? API_PATHS.getC2CJobs : API_PATHS.uaGetC2CJobs;

export function useC2CJobsQuery(
  audience: JobAudience,
  filters: JobFilters,
  page: number,
  pageSize = C2C_JOBS_PAGE_SIZE,
) {
  return useQuery({
    queryKey: ['c2c-jobs', audience, filters, page, pageSize],
    queryFn: ({ signal }) =>
      apiRequest(pathFor(audience), {
        query: {
          page,
          pageSize,
          keyword: filters.keyword || undefined,
          location: filters.location || undefined,
          remote: filters.remote || undefined,
        },
        loadSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One open job by its name; null when it does not exist or was removed. */
export function useC2CJobQuery(audience: JobAudience, jobName: string) {
  return useQuery({
    queryKey: ['c2c-jobs', audience, 'job', jobName],
    queryFn: async ({ signal }) => {
      const page = await apiRequest(pathFor(audience), {
        query: { jobname: jobName, pageSize: 1 },
        loadSchema,
        signal,
      });
      return page.items[0] ?? null;
    },
  });
}
