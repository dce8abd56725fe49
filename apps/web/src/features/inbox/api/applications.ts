import {
  AdminJobPageSchema,
  API_PATHS,
  INBOX_PATHS,
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
import { downloadFromApi, fetchFileToView } from '../../../lib/save-download';
import { createInboxApi } from './inbox-api';

/** Applications: GET /CRM/GetApplications, /CRM/GetApplication, the changes, notes and the export. */
export const applicationApi = createInboxApi<
  ApplicationFilters,
  ApplicationSummary,
  ApplicationDetail,
  UpdateApplication
>({
  plural: 'applications',
  paths: INBOX_PATHS.application,
  pageSchema: ApplicationPageSchema,
  detailSchema: ApplicationDetailSchema,
});

/** The jobs an application can be for, open and closed, newest first: the Job filter's choices. */
export function useApplicationJobsQuery() {
  return useQuery({
    queryKey: [...applicationApi.queries.all, 'jobs'] as const,
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

/** GET /CRM/GetResume?disposition=inline: the resume's bytes, for the file viewer. */
export function fetchResume(id: string): Promise<Blob> {
  return fetchFileToView(API_PATHS.getResume, { id });
}
