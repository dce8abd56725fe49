import { API_PATHS, PAGE_SIZE_MAX, type BenchCandidate, type Page } from '@smartmove/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BENCH_KEY } from './bench-key';

export const HOT_LIST_PAGE_SIZE = 12;

/** GET /CRM/UAGetBenchList: one page of the public hot list matching the keyword, never with contact details. */
export function getHotListPage(
  query: { keyword?: string | undefined; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<Page<BenchCandidate>> {
  return apiRequest<Page<BenchCandidate>>(API_PATHS.uaGetBenchList, {
    query,
    loadSchema: () => import('@smartmove/contract/schemas/listings').then((module) => module.BenchPageSchema),
    signal,
  });
}

/** Every page of the hot list, for a search that filters the whole list as the visitor types. */
export async function getWholeHotList(signal?: AbortSignal): Promise<BenchCandidate[]> {
  const first = await getHotListPage({ page: 1, pageSize: PAGE_SIZE_MAX }, signal);
  const pageCount = Math.ceil(first.total / first.pageSize);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) =>
      getHotListPage({ page: index + 2, pageSize: PAGE_SIZE_MAX }, signal),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

const HOT_LIST_KEY = [...BENCH_KEY, 'hot-list'] as const;

/** The hot list's queries: under the bench's key, so that an upload refreshes them too. */
export const hotListQueries = {
  all: HOT_LIST_KEY,
  page: (keyword: string, page: number) =>
    queryOptions({
      queryKey: [...HOT_LIST_KEY, keyword, page] as const,
      queryFn: ({ signal }) =>
        getHotListPage({ keyword: keyword || undefined, page, pageSize: HOT_LIST_PAGE_SIZE }, signal),
      placeholderData: keepPreviousData,
    }),
  whole: () =>
    queryOptions({
      queryKey: [...HOT_LIST_KEY, 'whole'] as const,
      queryFn: ({ signal }) => getWholeHotList(signal),
    }),
};

/** One page of the hot list matching the keyword (/hot-list). */
export function useHotListQuery(keyword: string, page: number) {
  return useQuery(hotListQueries.page(keyword, page));
}

/**
 * The whole hot list: the candidate search filters it as the visitor types (docs/product.md#forms) and states
 * the true number of results.
 */
export function useWholeHotListQuery() {
  return useQuery(hotListQueries.whole());
}
