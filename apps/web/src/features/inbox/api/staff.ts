import { API_PATHS, PAGE_SIZE_MAX, StaffPageSchema } from '@smartmove/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /CRM/GetStaff: the people a record can be assigned to (the firm's staff fit on one page). */
export const staffQuery = () =>
  queryOptions({
    queryKey: ['inbox', 'staff'] as const,
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getStaff, {
        query: { page: 1, pageSize: PAGE_SIZE_MAX },
        schema: StaffPageSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export function useStaffQuery() {
  return useQuery(staffQuery());
}
