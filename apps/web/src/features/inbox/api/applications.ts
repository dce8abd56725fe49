import {
  AdminJobPageSchema,
  API_PATHS,
  ApplicationDetailSchema,
  PAGE_SIZE_MAX,
  ApplicationPageSchema,
  type ApplicationDetail,
  type ApplicationFilters,
  type ApplicationSummary,
  type UpdateApplication,
} from '@smartmove/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/save-download';
import { createInboxApi, INBOX_PAGE_SIZE } from './inbox-api';

export const APPLICATIONS_PAGE_SIZE = INBOX_PAGE_SIZE;

/** Applications: GET /CRM/GetApplications, /CRM/GetApplication, the changes, notes and the export. */
const applications = createInboxApi<
  ApplicationFilters,
  ApplicationSummary,
  ApplicationDetail,
  UpdateApplication
>({
  plural: 'applications',
  paths: {
    list: API_PATHS.getApplications,
    get: API_PATHS.getApplication,
    update: API_PATHS.updateApplication,
    addNote: API_PATHS.addApplicationNote,
    export: API_PATHS.exportApplications,
  },
  pageSchema: ApplicationPageSchema,
  detailSchema: ApplicationDetailSchema,
});

export const applicationQueries = applications.queries;
export const useApplicationsQuery = applications.usePage;
export const useApplicationQuery = applications.useRecord;
export const useUpdateApplicationMutation = applications.useUpdate;
export const useAddApplicationNoteMutation = applications.useAddNote;
export const exportApplications = applications.exportCsv;

/** The jobs an application can be for, open and closed, newest first: the Job filter's choices. */
export function useApplicationJobsQuery() {
  return useQuery({
    queryKey: [...applicationQueries.all, 'jobs'] as const,
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

/** GET /CRM/GetResume: the application's resume, saved under the name the candidate gave it. */
export function downloadResume(id: string, fileName: string) {
  return downloadFromApi(API_PATHS.getResume, fileName, { id });
}
