import { API_PATHS, ExpensePageSchema } from '@smartmove/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const EXPENSES_PAGE_SIZE = 10;

/** GET /CRM/GetExpenses: one page of the caller's claims, newest first, optionally of one status. */
export function getExpenses(
  query: { page?: number; pageSize: number; status?: string },
  signal?: AbortSignal,
) {
  return apiRequest(API_PATHS.getExpenses, { query, schema: ExpensePageSchema, signal });
}

const EXPENSES_KEY = ['expenses'] as const;

/** The claim queries; every key starts with `all`, which a new claim invalidates. */
export const expenseQueries = {
  all: EXPENSES_KEY,
  page: (page: number) =>
    queryOptions({
      queryKey: [...EXPENSES_KEY, page] as const,
      queryFn: ({ signal }) => getExpenses({ page, pageSize: EXPENSES_PAGE_SIZE }, signal),
      placeholderData: keepPreviousData,
    }),
  /** The claims awaiting approval: their number and the newest three, for the dashboard. */
  open: () =>
    queryOptions({
      queryKey: [...EXPENSES_KEY, 'dashboard'] as const,
      queryFn: ({ signal }) => getExpenses({ status: 'submitted', pageSize: 3 }, signal),
    }),
};

export function useExpensesQuery(page: number) {
  return useQuery(expenseQueries.page(page));
}

export function useOpenClaimsQuery() {
  return useQuery(expenseQueries.open());
}
