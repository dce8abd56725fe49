import {
  API_PATHS,
  BenchReviewPageSchema,
  BENCH_STATE_CODES,
  z,
  type BenchState,
  type SendBackBenchCandidate,
} from '@smartmove/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BENCH_KEY } from './bench-key';

export const BENCH_REVIEW_PAGE_SIZE = 20;

export interface BenchReviewFilters {
  search: string;
  status: BenchState | '';
  page: number;
}

const StateAnswerSchema = z.object({ id: z.string(), status: z.enum(BENCH_STATE_CODES) });

/** GET /CRM/GetBenchReview, under the bench's key: a change of state refreshes every bench list. */
export const benchReviewQueries = {
  page: ({ search, status, page }: BenchReviewFilters) =>
    queryOptions({
      queryKey: [...BENCH_KEY, 'review', { search, status, page }] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getBenchReview, {
          query: {
            page,
            pageSize: BENCH_REVIEW_PAGE_SIZE,
            ...(search ? { search } : {}),
            ...(status ? { status } : {}),
          },
          schema: BenchReviewPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useBenchReviewQuery(filters: BenchReviewFilters) {
  return useQuery(benchReviewQueries.page(filters));
}

/** POST /CRM/PublishBenchCandidate or /CRM/UnpublishBenchCandidate. */
export function useSetBenchStateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      apiRequest(publish ? API_PATHS.publishBenchCandidate : API_PATHS.unpublishBenchCandidate, {
        method: 'POST',
        body: { id },
        schema: StateAnswerSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BENCH_KEY }),
  });
}

/** POST /CRM/SendBackBenchCandidate: back to its partner with the recruiter's reason. */
export function useSendBackBenchCandidateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendBackBenchCandidate) =>
      apiRequest(API_PATHS.sendBackBenchCandidate, { method: 'POST', body, schema: StateAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BENCH_KEY }),
  });
}
