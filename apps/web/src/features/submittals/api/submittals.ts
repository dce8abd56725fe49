import {
  AdminJobPageSchema,
  API_PATHS,
  SubmittalPageSchema,
  SubmittalSchema,
  type ScheduleInterview,
  type SubmitToClient,
  type SubmittalStatus,
} from '@smartmove/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

export const SUBMITTALS_PAGE_SIZE = 20;

const SUBMITTALS_KEY = ['submittals'] as const;

export interface SubmittalFilters {
  search: string;
  state: SubmittalStatus | '';
  page: number;
}

/** The back office's submittal queries; every key starts with SUBMITTALS_KEY, which any change invalidates. */
export const submittalQueries = {
  /** GET /CRM/GetSubmittals: one page, newest first. */
  page: ({ search, state, page }: SubmittalFilters) =>
    queryOptions({
      queryKey: [...SUBMITTALS_KEY, 'page', { search, state, page }] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getSubmittals, {
          query: {
            page,
            pageSize: SUBMITTALS_PAGE_SIZE,
            ...(search ? { search } : {}),
            ...(state ? { state } : {}),
          },
          schema: SubmittalPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /CRM/GetSubmittal?id=. */
  one: (id: string) =>
    queryOptions({
      queryKey: [...SUBMITTALS_KEY, 'one', id] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getSubmittal, { query: { id }, schema: SubmittalSchema, signal }),
    }),
};

export function useSubmittalsQuery(filters: SubmittalFilters) {
  return useQuery(submittalQueries.page(filters));
}

export function useSubmittalQuery(id: string) {
  return useQuery(submittalQueries.one(id));
}

/** The open jobs a candidate can be submitted for (GET /CRM/GetJobsAdmin?status=open), newest first. */
export function useOpenJobsQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['submittals', 'open-jobs'] as const,
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getJobsAdmin, {
        query: { status: 'open', page: 1, pageSize: 100 },
        schema: AdminJobPageSchema,
        signal,
      }),
    enabled,
  });
}

function useSubmittalChange<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => SubmittalSchema.parse(await call(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBMITTALS_KEY }),
  });
}

/** POST /CRM/SubmitToClient. */
export function useSubmitToClientMutation() {
  return useSubmittalChange((body: SubmitToClient) =>
    apiRequest(API_PATHS.submitToClient, { method: 'POST', body }),
  );
}

/** POST /CRM/UpdateSubmittal: a state move. */
export function useMoveSubmittalMutation() {
  return useSubmittalChange((body: { id: string; state: SubmittalStatus }) =>
    apiRequest(API_PATHS.updateSubmittal, { method: 'POST', body }),
  );
}

/** POST /CRM/ScheduleInterview: a new interview, or new times for the scheduled one. */
export function useScheduleInterviewMutation() {
  return useSubmittalChange((body: ScheduleInterview) =>
    apiRequest(API_PATHS.scheduleInterview, { method: 'POST', body }),
  );
}

/** POST /CRM/CancelInterview. */
export function useCancelInterviewMutation() {
  return useSubmittalChange((body: { submittalId: string }) =>
    apiRequest(API_PATHS.cancelInterview, { method: 'POST', body }),
  );
}

/** The first submittal a 409 of SubmitToClient names (the same person to the same client within 90 days). */
export function firstSubmittalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return undefined;
  const id = error.body.submittalId;
  return typeof id === 'string' ? id : undefined;
}
