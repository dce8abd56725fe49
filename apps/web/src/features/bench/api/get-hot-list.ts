import { API_PATHS, type BenchCandidate, type Page } from '@smartmove/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BENCH_KEY } from './bench-key';

export const HOT_LIST_PAGE_SIZE = 12;

/** GET /CRM/UAGetBenchList: one page of the public hot list matching the keyword, never with contact details. */
export function useHotListQuery(keyword: string, page: number) {
  return useQuery({
    queryKey: [...BENCH_KEY, 'hot-list', keyword, page],
    queryFn: ({ signal }) =>
      apiRequest<Page<BenchCandidate>>(API_PATHS.uaGetBenchList, {
        query: { keyword: keyword || undefined, page, pageSize: HOT_LIST_PAGE_SIZE },
        loadSchema: () =>
          import('@smartmove/contract/schemas/listings').then((module) => module.BenchPageSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
