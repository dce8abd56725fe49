import { API_PATHS, TimeSheetPageSchema } from '@smartmove/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const TIME_SHEETS_PAGE_SIZE = 10;

/** GET /CRM/GetTimeSheets: the caller's weeks, newest first, or the one week starting on weekStart. */
export function getTimeSheets(
  query: { page?: number; pageSize?: number; weekStart?: string },
  signal?: AbortSignal,
) {
  return apiRequest(API_PATHS.getTimeSheets, { query, schema: TimeSheetPageSchema, signal });
}

const TIME_SHEETS_KEY = ['time-sheets'] as const;

/** The time sheet queries; every key starts with `all`, which a saved week invalidates. */
export const timeSheetQueries = {
  all: TIME_SHEETS_KEY,
  /** One page of the caller's weeks. */
  page: (page: number) =>
    queryOptions({
      queryKey: [...TIME_SHEETS_KEY, 'page', page] as const,
      queryFn: ({ signal }) => getTimeSheets({ page, pageSize: TIME_SHEETS_PAGE_SIZE }, signal),
      placeholderData: keepPreviousData,
    }),
  /** One week: the caller's time sheet of it (if any) and their office holidays in it. */
  week: (weekStart: string) =>
    queryOptions({
      queryKey: [...TIME_SHEETS_KEY, 'week', weekStart] as const,
      queryFn: ({ signal }) => getTimeSheets({ weekStart, pageSize: 1 }, signal),
    }),
};

export function useTimeSheetsQuery(page: number) {
  return useQuery(timeSheetQueries.page(page));
}

/** The caller's time sheet of one week, or null when there is none yet. */
export function useTimeSheetOfWeekQuery(weekStart: string) {
  return useQuery({ ...timeSheetQueries.week(weekStart), select: (page) => page.items[0] ?? null });
}

/** The caller's office holidays in one week (the same request as the week's sheet). */
export function useWeekHolidaysQuery(weekStart: string) {
  return useQuery({ ...timeSheetQueries.week(weekStart), select: (page) => page.holidays });
}
