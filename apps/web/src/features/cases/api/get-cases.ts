import { API_PATHS, CasePageSchema } from '@smartmove/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const CASES_PAGE_SIZE = 10;

/** GET /CRM/GetCases: one page of the caller's support cases, newest first, optionally of one status. */
export function getCases(query: { page?: number; pageSize: number; status?: string }, signal?: AbortSignal) {
  return apiRequest(API_PATHS.getCases, { query, schema: CasePageSchema, signal });
}

const CASES_KEY = ['cases'] as const;

/** The support case queries; every key starts with `all`, which a new case invalidates. */
export const caseQueries = {
  all: CASES_KEY,
  page: (page: number, pageSize = CASES_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...CASES_KEY, page, pageSize] as const,
      queryFn: ({ signal }) => getCases({ page, pageSize }, signal),
      placeholderData: keepPreviousData,
    }),
  /** The open cases: their number and the newest three, for the dashboard. */
  open: () =>
    queryOptions({
      queryKey: [...CASES_KEY, 'dashboard'] as const,
      queryFn: ({ signal }) => getCases({ status: 'open', pageSize: 3 }, signal),
    }),
};

export function useCasesQuery(page: number, pageSize = CASES_PAGE_SIZE) {
  return useQuery(caseQueries.page(page, pageSize));
}

export function useOpenCasesQuery() {
  return useQuery(caseQueries.open());
}
