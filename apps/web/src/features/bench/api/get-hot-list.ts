import { API_PATHS } from '@smartmove/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BENCH_KEY } from './bench-key';

/** GET /CRM/UAGetBenchList: the public hot list, never with contact details. */
export function useHotListQuery() {
  return useQuery({
    queryKey: [...BENCH_KEY, 'hot-list'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.uaGetBenchList, {
        loadSchema: () => import('./hot-list-schema').then((module) => module.HotListSchema),
        signal,
      }),
  });
}
