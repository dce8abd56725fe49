import { API_PATHS, MyClientListSchema } from '@smartmove/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /CRM/GetMyClients: the clients the signed-in employee is placed with, for a claim's "Bill to client". */
export const myClientsQuery = () =>
  queryOptions({
    queryKey: ['expenses', 'my-clients'] as const,
    queryFn: ({ signal }) => apiRequest(API_PATHS.getMyClients, { schema: MyClientListSchema, signal }),
    staleTime: 5 * 60_000,
  });

export function useMyClientsQuery() {
  return useQuery(myClientsQuery());
}
