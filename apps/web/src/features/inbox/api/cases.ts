import {
  API_PATHS,
  CaseDetailSchema,
  CaseInboxPageSchema,
  type CaseInboxFilters,
  type CaseReply,
  type UpdateCase,
} from '@smartmove/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const CASES_PAGE_SIZE = 20;
const CASES_KEY = ['inbox', 'cases'] as const;

/** The staff's support case queries; every key starts with `all`. */
export const caseInboxQueries = {
  all: CASES_KEY,
  page: (filters: CaseInboxFilters, page: number) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'list', filters, page] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getCaseInbox, {
          query: { ...filters, page, pageSize: CASES_PAGE_SIZE },
          schema: CaseInboxPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'detail', id] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getCaseDetail, { query: { id }, schema: CaseDetailSchema, signal }),
    }),
};

export function useCaseInboxQuery(filters: CaseInboxFilters, page: number) {
  return useQuery(caseInboxQueries.page(filters, page));
}

export function useCaseDetailQuery(id: string) {
  return useQuery(caseInboxQueries.detail(id));
}

/** The answer of a change is the case as it now is: it replaces the cached case, and the list refreshes. */
function useCaseChange<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: T) => apiRequest(path, { method: 'POST', body: change, schema: CaseDetailSchema }),
    onSuccess: (supportCase) => {
      queryClient.setQueryData(caseInboxQueries.detail(supportCase.id).queryKey, supportCase);
      void queryClient.invalidateQueries({ queryKey: [...CASES_KEY, 'list'] });
    },
  });
}

/** POST /CRM/UpdateCase: status and/or assignee. */
export function useUpdateCaseMutation() {
  return useCaseChange<UpdateCase>(API_PATHS.updateCase);
}

/** POST /CRM/ReplyCase: a staff reply, e-mailed to the author. */
export function useReplyCaseMutation() {
  return useCaseChange<CaseReply>(API_PATHS.replyCase);
}
