import { API_PATHS, BackOfficeOverviewSchema } from '@smartmove/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /CRM/GetBackOfficeOverview: what waits in each list the signed-in staff member's roles open. */
export const overviewQuery = () =>
  queryOptions({
    queryKey: ['back-office', 'overview'] as const,
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getBackOfficeOverview, { schema: BackOfficeOverviewSchema, signal }),
  });

export function useOverviewQuery() {
  return useQuery(overviewQuery());
}
