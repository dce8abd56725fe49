import { API_PATHS, SubmissionPageSchema } from '@smartmove/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SUBMISSIONS_PAGE_SIZE = 10;

/** GET /CRM/GetSubmissions: one page of the candidates the caller submitted. */
export function useSubmissionsQuery(page: number, pageSize = SUBMISSIONS_PAGE_SIZE) {
  return useQuery({
    queryKey: ['submissions', page, pageSize],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getSubmissions, {
        query: { page, pageSize },
        schema: SubmissionPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
