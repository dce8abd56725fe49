import {
  API_PATHS,
  DecideFromEmailResultSchema,
  EmailDecisionSchema,
  type ApprovalDecision,
} from '@smartmove/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { fetchFileToView } from '../../../lib/save-download';

/** A refused link: used, void, expired or unknown (the server never says which). */
export function isUnusableLink(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** GET /CRM/GetEmailDecision?token=: the link's waiting item. Reading it changes nothing. */
export const emailDecisionQuery = (token: string) =>
  queryOptions({
    queryKey: ['email-decision', token] as const,
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getEmailDecision, { query: { token }, schema: EmailDecisionSchema, signal }),
    retry: (failureCount, error) => !isUnusableLink(error) && failureCount < 1,
    // Never read again behind the approver's back: the page shows the item as it was opened.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useEmailDecision(token: string) {
  return useQuery(emailDecisionQuery(token));
}

/** POST /CRM/DecideFromEmail: approves or rejects the link's item; the link is used up. */
export function useDecideFromEmail(token: string) {
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: ApprovalDecision; reason?: string }) =>
      apiRequest(API_PATHS.decideFromEmail, {
        method: 'POST',
        body: { token, decision, ...(reason ? { reason } : {}) },
        schema: DecideFromEmailResultSchema,
      }),
  });
}

/** GET /CRM/GetEmailDecisionFile?disposition=inline: the link's item's receipt or certificate, to view. */
export function fetchEmailDecisionFile(token: string): Promise<Blob> {
  return fetchFileToView(API_PATHS.getEmailDecisionFile, { token });
}
