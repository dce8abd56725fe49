import { API_PATHS, AnswerRightToRepresentResultSchema, RightToRepresentSchema } from '@smartmove/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

/** A refused link: used, void, expired or unknown (the server never says which). */
export function isUnusableLink(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** GET /CRM/GetRightToRepresent?token=: the offer. Reading it changes nothing. */
const rightToRepresentQuery = (token: string) =>
  queryOptions({
    queryKey: ['right-to-represent', token] as const,
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getRightToRepresent, { query: { token }, schema: RightToRepresentSchema, signal }),
    retry: (failureCount, error) => !isUnusableLink(error) && failureCount < 1,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useRightToRepresent(token: string) {
  return useQuery(rightToRepresentQuery(token));
}

/** POST /CRM/AnswerRightToRepresent: the candidate's one answer; the link is used up. */
export function useAnswerRightToRepresent(token: string) {
  return useMutation({
    mutationFn: (answer: 'agree' | 'decline') =>
      apiRequest(API_PATHS.answerRightToRepresent, {
        method: 'POST',
        body: { token, answer },
        schema: AnswerRightToRepresentResultSchema,
      }),
  });
}
