import {
  API_PATHS,
  BenchPageSchema,
  PAGE_SIZE_MAX,
  type BenchCandidate,
  type Page,
} from '@smartmove/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function getBenchPage(page: number, signal?: AbortSignal): Promise<Page<BenchCandidate>> {
  return apiRequest(API_PATHS.uaGetBenchList, {
    query: { page, pageSize: PAGE_SIZE_MAX },
    schema: BenchPageSchema,
    signal,
  });
}

/**
 * GET /CRM/UAGetBenchList, every page: the public bench hot list without contact details. The search
 * filters the whole list as the visitor types (spec section 4) and states the true number of results.
 */
export async function getPublicBenchList(signal?: AbortSignal): Promise<BenchCandidate[]> {
  const first = await getBenchPage(1, signal);
  const pageCount = Math.ceil(first.total / first.pageSize);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => getBenchPage(index + 2, signal)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

export function usePublicBenchListQuery() {
  return useQuery({
    queryKey: ['bench', 'public'],
    queryFn: ({ signal }) => getPublicBenchList(signal),
  });
}
