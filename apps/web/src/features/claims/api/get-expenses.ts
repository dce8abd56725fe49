import { API_PATHS, ExpensePageSchema } from '@smartmove/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const EXPENSES_KEY = ['expenses'] as const;
export const EXPENSES_PAGE_SIZE = 10;

/** GET /CRM/GetExpenses: one page of the caller's claims, newest first. */
export function useExpensesQuery(page: number) {
  return useQuery({
    queryKey: [...EXPENSES_KEY, page],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getExpenses, {
        query: { page, pageSize: EXPENSES_PAGE_SIZE },
        schema: ExpensePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
