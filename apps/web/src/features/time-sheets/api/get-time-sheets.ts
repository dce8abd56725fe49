import { API_PATHS, TimeSheetPageSchema } from '@smartmove/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const TIME_SHEETS_KEY = ['time-sheets'] as const;
export const TIME_SHEETS_PAGE_SIZE = 10;

/** GET /CRM/GetTimeSheets: one page of the caller's weeks, newest first. */
export function useTimeSheetsQuery(page: number) {
  return useQuery({
    queryKey: [...TIME_SHEETS_KEY, 'page', page],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getTimeSheets, {
        query: { page, pageSize: TIME_SHEETS_PAGE_SIZE },
        schema: TimeSheetPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The caller's time sheet of one week, if there is one. */
export function useTimeSheetOfWeekQuery(weekStart: string) {
  return useQuery({
    queryKey: [...TIME_SHEETS_KEY, 'week', weekStart],
    queryFn: async ({ signal }) => {
      const page = await apiRequest(API_PATHS.getTimeSheets, {
        query: { weekStart, pageSize: 1 },
        schema: TimeSheetPageSchema,
        signal,
      });
      return page.items[0] ?? null;
    },
  });
}
