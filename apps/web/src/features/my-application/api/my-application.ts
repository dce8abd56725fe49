import { API_PATHS, MyApplicationSchema, SubmissionReceivedSchema } from '@smartmove/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

/** A refused token: wrong, reused or withdrawn (the server never says which). */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** POST /CRM/GetMyApplication: the applicant's application, by the token of their e-mail's link. */
export const myApplicationQuery = (token: string) =>
  queryOptions({
    queryKey: ['my-application', token] as const,
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getMyApplication, {
        method: 'POST',
        body: { token },
        schema: MyApplicationSchema,
        signal,
      }),
    retry: (failureCount, error) => !isInvalidLink(error) && failureCount < 1,
  });

export function useMyApplication(token: string) {
  return useQuery(myApplicationQuery(token));
}

/** POST /CRM/WithdrawMyApplication: erases the application, its resume and its unsent e-mail. */
export function useWithdrawMyApplication(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(API_PATHS.withdrawMyApplication, {
        method: 'POST',
        body: { token },
        schema: SubmissionReceivedSchema,
      }),
  });
}
