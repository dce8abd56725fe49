import { API_PATHS, RetryMailResultSchema, SystemStatusSchema } from '@smartmove/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const SYSTEM_KEY = ['system'] as const;

/** GET /CRM/GetSystemStatus: e-mail waiting and failed, the scheduled jobs' last and next runs. */
export const systemStatusQuery = queryOptions({
  queryKey: SYSTEM_KEY,
  queryFn: ({ signal }) => apiRequest(API_PATHS.getSystemStatus, { schema: SystemStatusSchema, signal }),
});

export function useSystemStatusQuery() {
  return useQuery(systemStatusQuery);
}

/** POST /CRM/RetryMail: a failed e-mail back to waiting. */
export function useRetryMailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(API_PATHS.retryMail, { method: 'POST', body: { id }, schema: RetryMailResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYSTEM_KEY }),
  });
}
