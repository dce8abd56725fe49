import {
  API_PATHS,
  ApprovalPageSchema,
  DecideApprovalResultSchema,
  MarkClaimPaidResultSchema,
  type ApprovalKind,
  type DecideApproval,
} from '@smartmove/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fetchFileToView } from '../../../lib/save-download';

/** Each section shows this many of the oldest waiting items; deciding them brings the next ones. */
export const APPROVALS_PAGE_SIZE = 50;

const APPROVALS_KEY = ['approvals'] as const;

export const approvalQueries = {
  all: APPROVALS_KEY,
  /** GET /CRM/GetApprovals?kind=: the oldest waiting items of one kind. */
  waiting: (kind: ApprovalKind) =>
    queryOptions({
      queryKey: [...APPROVALS_KEY, kind] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getApprovals, {
          query: { kind, page: 1, pageSize: APPROVALS_PAGE_SIZE },
          schema: ApprovalPageSchema,
          signal,
        }),
    }),
};

export function useApprovalsQuery(kind: ApprovalKind) {
  return useQuery(approvalQueries.waiting(kind));
}

/** POST /CRM/DecideApproval: approve or reject one or more items of one kind. */
export function useDecideApprovalMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DecideApproval) =>
      apiRequest(API_PATHS.decideApproval, {
        method: 'POST',
        body: decision,
        schema: DecideApprovalResultSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalQueries.all }),
  });
}

/** POST /CRM/MarkClaimPaid. */
export function useMarkClaimPaidMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(API_PATHS.markClaimPaid, {
        method: 'POST',
        body: { id },
        schema: MarkClaimPaidResultSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalQueries.all }),
  });
}

/** GET /CRM/GetLeaveCertificate?disposition=inline: a sick-leave request's medical certificate, to view. */
export function fetchLeaveCertificate(id: string): Promise<Blob> {
  return fetchFileToView(API_PATHS.getLeaveCertificate, { id });
}

/** GET /CRM/GetClaimReceipt?disposition=inline: the claim's receipt, to view. */
export function fetchClaimReceipt(id: string): Promise<Blob> {
  return fetchFileToView(API_PATHS.getClaimReceipt, { id });
}
