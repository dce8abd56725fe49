import { API_PATHS, BenchPageSchema, MyBenchPageSchema } from '@smartmove/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BENCH_KEY } from './bench-key';

export const BENCH_PAGE_SIZE = 12;

/** GET /CRM/GetBenchList: the whole bench (cards without contact details). */
export function useBenchListQuery(keyword: string, page: number) {
  return useQuery({
    queryKey: [...BENCH_KEY, 'all', keyword, page],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getBenchList, {
        query: { keyword: keyword || undefined, page, pageSize: BENCH_PAGE_SIZE },
        schema: BenchPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /CRM/GetMyBenchList: the caller's consultants with contact details. */
export function useMyBenchListQuery(keyword: string, page: number, pageSize = BENCH_PAGE_SIZE) {
  return useQuery({
    queryKey: [...BENCH_KEY, 'mine', keyword, page, pageSize],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getMyBenchList, {
        query: { keyword: keyword || undefined, page, pageSize },
        schema: MyBenchPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
