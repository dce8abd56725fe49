import { API_PATHS, LeavesResponseSchema } from '@smartmove/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const LEAVES_PAGE_SIZE = 10;

/** GET /CRM/GetLeaves: one page of the caller's requests, latest dates first, and the paid time off balance. */
export function getLeaves(query: { page?: number; pageSize: number }, signal?: AbortSignal) {
  return apiRequest(API_PATHS.getLeaves, { query, schema: LeavesResponseSchema, signal });
}

const LEAVES_KEY = ['leaves'] as const;

/** The leave queries; every key starts with `all`, which a new request invalidates. */
export const leaveQueries = {
  all: LEAVES_KEY,
  page: (page: number) =>
    queryOptions({
      queryKey: [...LEAVES_KEY, page] as const,
      queryFn: ({ signal }) => getLeaves({ page, pageSize: LEAVES_PAGE_SIZE }, signal),
      placeholderData: keepPreviousData,
    }),
  /** The balance and the three latest requests, for the dashboard. */
  summary: () =>
    queryOptions({
      queryKey: [...LEAVES_KEY, 'dashboard'] as const,
      queryFn: ({ signal }) => getLeaves({ pageSize: 3 }, signal),
    }),
};

export function useLeavesQuery(page: number) {
  return useQuery(leaveQueries.page(page));
}

export function useLeaveSummaryQuery() {
  return useQuery(leaveQueries.summary());
}
