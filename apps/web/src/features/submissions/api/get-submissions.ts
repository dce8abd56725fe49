import { API_PATHS, SubmissionPageSchema } from '@smartmove/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SUBMISSIONS_PAGE_SIZE = 10;

/** GET /CRM/GetSubmissions: one page of the candidates the caller submitted, newest first. */
export function getSubmissions(query: { page?: number; pageSize: number }, signal?: AbortSignal) {
  return apiRequest(API_PATHS.getSubmissions, { query, schema: SubmissionPageSchema, signal });
}

const SUBMISSIONS_KEY = ['submissions'] as const;

/** The submission queries; every key starts with `all`. */
export const submissionQueries = {
  all: SUBMISSIONS_KEY,
  page: (page: number, pageSize = SUBMISSIONS_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...SUBMISSIONS_KEY, page, pageSize] as const,
      queryFn: ({ signal }) => getSubmissions({ page, pageSize }, signal),
      placeholderData: keepPreviousData,
    }),
  /** Their number and the newest three, for the dashboard. */
  recent: () =>
    queryOptions({
      queryKey: [...SUBMISSIONS_KEY, 'dashboard'] as const,
      queryFn: ({ signal }) => getSubmissions({ pageSize: 3 }, signal),
    }),
};

export function useSubmissionsQuery(page: number, pageSize = SUBMISSIONS_PAGE_SIZE) {
  return useQuery(submissionQueries.page(page, pageSize));
}

export function useRecentSubmissionsQuery() {
  return useQuery(submissionQueries.recent());
}
