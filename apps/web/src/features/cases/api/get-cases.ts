import { API_PATHS, CasePageSchema } from '@smartmove/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const CASES_KEY = ['cases'] as const;
export const CASES_PAGE_SIZE = 10;

/** GET /CRM/GetCases: one page of the caller's support cases, newest first. */
export function useCasesQuery(page: number, pageSize = CASES_PAGE_SIZE) {
  return useQuery({
    queryKey: [...CASES_KEY, page, pageSize],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getCases, { query: { page, pageSize }, schema: CasePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
