import { API_PATHS, BenchPageSchema, MyBenchPageSchema } from '@smartmove/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BENCH_KEY } from './bench-key';

export const BENCH_PAGE_SIZE = 12;

type BenchListQuery = { keyword?: string | undefined; page?: number; pageSize: number };

/** GET /CRM/GetBenchList: the whole bench (cards without contact details). */
export function getBenchList(query: BenchListQuery, signal?: AbortSignal) {
  return apiRequest(API_PATHS.getBenchList, { query, schema: BenchPageSchema, signal });
}

/** GET /CRM/GetMyBenchList: the caller's consultants with contact details. */
export function getMyBenchList(query: BenchListQuery, signal?: AbortSignal) {
  return apiRequest(API_PATHS.getMyBenchList, { query, schema: MyBenchPageSchema, signal });
}

/** The portal's bench list queries, under the key an upload invalidates. */
export const benchQueries = {
  all: BENCH_KEY,
  everyone: (keyword: string, page: number) =>
    queryOptions({
      queryKey: [...BENCH_KEY, 'all', keyword, page] as const,
      queryFn: ({ signal }) =>
        getBenchList({ keyword: keyword || undefined, page, pageSize: BENCH_PAGE_SIZE }, signal),
      placeholderData: keepPreviousData,
    }),
  mine: (keyword: string, page: number, pageSize = BENCH_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...BENCH_KEY, 'mine', keyword, page, pageSize] as const,
      queryFn: ({ signal }) => getMyBenchList({ keyword: keyword || undefined, page, pageSize }, signal),
      placeholderData: keepPreviousData,
    }),
  /** How many consultants the caller has on the bench, for the dashboard. */
  mySize: () =>
    queryOptions({
      queryKey: [...BENCH_KEY, 'dashboard'] as const,
      queryFn: ({ signal }) => getMyBenchList({ pageSize: 1 }, signal),
    }),
};

export function useBenchListQuery(keyword: string, page: number) {
  return useQuery(benchQueries.everyone(keyword, page));
}

export function useMyBenchListQuery(keyword: string, page: number, pageSize = BENCH_PAGE_SIZE) {
  return useQuery(benchQueries.mine(keyword, page, pageSize));
}

export function useBenchSizeQuery() {
  return useQuery(benchQueries.mySize());
}
