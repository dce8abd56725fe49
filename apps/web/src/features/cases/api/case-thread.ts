import { API_PATHS, CaseThreadSchema, type CaseReply } from '@smartmove/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { caseQueries } from './get-cases';

/** GET /CRM/GetMyCase: one of the caller's cases with its thread (under the cases' key, so a change refreshes it). */
export const caseThreadQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseQueries.all, 'thread', id] as const,
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getMyCase, { query: { id }, schema: CaseThreadSchema, signal }),
  });

export function useCaseThreadQuery(id: string) {
  return useQuery(caseThreadQuery(id));
}

/** POST /CRM/AddCaseReply: the author's answer; a resolved case opens again, so the list refreshes too. */
export function useAddCaseReplyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: CaseReply) =>
      apiRequest(API_PATHS.addCaseReply, { method: 'POST', body: reply, schema: CaseThreadSchema }),
    onSuccess: (thread) => {
      queryClient.setQueryData(caseThreadQuery(thread.id).queryKey, thread);
      void queryClient.invalidateQueries({ queryKey: caseQueries.all });
    },
  });
}
