import {
  API_PATHS,
  HolidayPageSchema,
  HolidaySchema,
  RemoveHolidayResultSchema,
  type AddHoliday,
  type OfficeCode,
} from '@smartmove/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A year's calendar fits on one page (a few dozen days at most). */
export const HOLIDAYS_PAGE_SIZE = 50;

const HOLIDAYS_KEY = ['holidays'] as const;

/** The holiday queries; every key starts with `all`, which any change invalidates. */
export const holidayQueries = {
  all: HOLIDAYS_KEY,
  /** GET /CRM/GetHolidays: one office's year, in date order. */
  page: (office: OfficeCode, year: number, page: number) =>
    queryOptions({
      queryKey: [...HOLIDAYS_KEY, office, year, page] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getHolidays, {
          query: { office, year, page, pageSize: HOLIDAYS_PAGE_SIZE },
          schema: HolidayPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useHolidaysQuery(office: OfficeCode, year: number, page: number) {
  return useQuery(holidayQueries.page(office, year, page));
}

/** POST /CRM/AddHoliday. */
export function useAddHolidayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holiday: AddHoliday) =>
      apiRequest(API_PATHS.addHoliday, { method: 'POST', body: holiday, schema: HolidaySchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayQueries.all }),
  });
}

/** POST /CRM/RemoveHoliday. */
export function useRemoveHolidayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(API_PATHS.removeHoliday, {
        method: 'POST',
        body: { id },
        schema: RemoveHolidayResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayQueries.all }),
  });
}
