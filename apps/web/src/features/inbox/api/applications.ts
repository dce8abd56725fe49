import {
  AdminJobPageSchema,
  API_PATHS,
  ApplicationDetailSchema,
  PAGE_SIZE_MAX,
  ApplicationPageSchema,
  type AddRecordNote,
  type ApplicationFilters,
  type UpdateApplication,
} from '@smartmove/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/save-download';

export const APPLICATIONS_PAGE_SIZE = 20;
const APPLICATIONS_KEY = ['inbox', 'applications'] as const;

/** The application queries; every key starts with `all`, which a change invalidates. */
export const applicationQueries = {
  all: APPLICATIONS_KEY,
  page: (filters: ApplicationFilters, page: number) =>
    queryOptions({
      queryKey: [...APPLICATIONS_KEY, 'list', filters, page] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getApplications, {
          query: { ...filters, page, pageSize: APPLICATIONS_PAGE_SIZE },
          schema: ApplicationPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...APPLICATIONS_KEY, 'detail', id] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getApplication, { query: { id }, schema: ApplicationDetailSchema, signal }),
    }),
};

/** The jobs an application can be for, open and closed, newest first: the Job filter's choices. */
export function useApplicationJobsQuery() {
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, 'jobs'] as const,
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getJobsAdmin, {
        query: { page: 1, pageSize: PAGE_SIZE_MAX },
        schema: AdminJobPageSchema,
        signal,
      }),
    select: (page) => page.items.map((job) => ({ value: job.jobName, label: job.title, status: job.status })),
    staleTime: 60_000,
  });
}

export function useApplicationsQuery(filters: ApplicationFilters, page: number) {
  return useQuery(applicationQueries.page(filters, page));
}

export function useApplicationQuery(id: string) {
  return useQuery(applicationQueries.detail(id));
}

/** POST /CRM/UpdateApplication: the answer is the application as it now is. */
export function useUpdateApplicationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateApplication) =>
      apiRequest(API_PATHS.updateApplication, {
        method: 'POST',
        body: change,
        schema: ApplicationDetailSchema,
      }),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationQueries.detail(application.id).queryKey, application);
      void queryClient.invalidateQueries({ queryKey: [...APPLICATIONS_KEY, 'list'] });
    },
  });
}

/** POST /CRM/AddApplicationNote. */
export function useAddApplicationNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: AddRecordNote) =>
      apiRequest(API_PATHS.addApplicationNote, {
        method: 'POST',
        body: note,
        schema: ApplicationDetailSchema,
      }),
    onSuccess: (application) =>
      queryClient.setQueryData(applicationQueries.detail(application.id).queryKey, application),
  });
}

/** GET /CRM/ExportApplications: every application the filters select, saved as a CSV file. */
export function exportApplications(filters: ApplicationFilters) {
  return downloadFromApi(
    API_PATHS.exportApplications,
    `applications-${new Date().toISOString().slice(0, 10)}.csv`,
    { ...filters },
  );
}

/** GET /CRM/GetResume: the application's resume, saved under the name the candidate gave it. */
export function downloadResume(id: string, fileName: string) {
  return downloadFromApi(API_PATHS.getResume, fileName, { id });
}
