import { API_PATHS, LeavesResponseSchema } from '@smartmove/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const LEAVES_KEY = ['leaves'] as const;
export const LEAVES_PAGE_SIZE = 10;

/** GET /CRM/GetLeaves: one page of the caller's requests and the paid time off balance. */
export function useLeavesQuery(page: number) {
  return useQuery({
    queryKey: [...LEAVES_KEY, page],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getLeaves, {
        query: { page, pageSize: LEAVES_PAGE_SIZE },
        schema: LeavesResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
