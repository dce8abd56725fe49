import {
  AdminJobPageSchema,
  AdminJobSchema,
  API_PATHS,
  ClientNamePageSchema,
  type JobForm,
  type JobStatus,
  type UpdateC2CJob,
} from '@smartmove/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const JOBS_ADMIN_PAGE_SIZE = 20;

export interface JobsAdminFilters {
  search: string;
  status: JobStatus | '';
  page: number;
}

const JOBS_ADMIN_KEY = ['jobs-admin'] as const;

/** The back office's job queries; every key starts with `all`, which any change invalidates. */
export const jobsAdminQueries = {
  all: JOBS_ADMIN_KEY,
  /** GET /CRM/GetJobsAdmin: one page, open and closed, newest first. */
  page: ({ search, status, page }: JobsAdminFilters) =>
    queryOptions({
      queryKey: [...JOBS_ADMIN_KEY, 'page', { search, status, page }] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getJobsAdmin, {
          query: {
            page,
            pageSize: JOBS_ADMIN_PAGE_SIZE,
            ...(search ? { search } : {}),
            ...(status ? { status } : {}),
          },
          schema: AdminJobPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

/** A firm's clients fit on one page of 100 (the placement form's pickers read as many). */
const CLIENT_NAMES_PAGE_SIZE = 100;

/** GET /CRM/GetClientNames: the job form's "Client" choices, by name (names only: recruiters read them too). */
export function useClientNamesQuery() {
  return useQuery(
    queryOptions({
      queryKey: [...JOBS_ADMIN_KEY, 'client-names'] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getClientNames, {
          query: { page: 1, pageSize: CLIENT_NAMES_PAGE_SIZE },
          schema: ClientNamePageSchema,
          signal,
        }),
    }),
  );
}

export function useJobsAdminQuery(filters: JobsAdminFilters) {
  return useQuery(jobsAdminQueries.page(filters));
}

/**
 * After a change: this list, and the board's and the apply page's copies held in the same tab (their keys
 * belong to the c2c-jobs and job-application features, which this one does not import).
 */
function refreshJobs(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: jobsAdminQueries.all }),
    queryClient.invalidateQueries({ queryKey: ['c2c-jobs'] }),
    queryClient.invalidateQueries({ queryKey: ['job-by-name'] }),
  ]);
}

/** POST /CRM/AddC2CJob. */
export function useAddJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: JobForm) =>
      apiRequest(API_PATHS.addC2CJob, { method: 'POST', body: job, schema: AdminJobSchema }),
    onSuccess: () => refreshJobs(queryClient),
  });
}

/** POST /CRM/UpdateC2CJob. */
export function useUpdateJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: UpdateC2CJob) =>
      apiRequest(API_PATHS.updateC2CJob, { method: 'POST', body: job, schema: AdminJobSchema }),
    onSuccess: () => refreshJobs(queryClient),
  });
}

/** POST /CRM/CloseC2CJob. */
export function useCloseJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(API_PATHS.closeC2CJob, { method: 'POST', body: { id }, schema: AdminJobSchema }),
    onSuccess: () => refreshJobs(queryClient),
  });
}
