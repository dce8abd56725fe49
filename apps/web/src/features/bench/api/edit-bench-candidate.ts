import {
  API_PATHS,
  BenchCandidateIdSchema,
  MyBenchCandidateSchema,
  type BenchUploadRow,
} from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BENCH_KEY } from './bench-key';

/** POST /CRM/UpdateBenchCandidate: one of the caller's consultants, every field again. */
export function useUpdateBenchCandidateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidate: BenchUploadRow & { id: string }) =>
      apiRequest(API_PATHS.updateBenchCandidate, {
        method: 'POST',
        body: candidate,
        schema: MyBenchCandidateSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BENCH_KEY }),
  });
}

/** POST /CRM/RemoveBenchCandidate: takes one of the caller's consultants off the bench. */
export function useRemoveBenchCandidateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(API_PATHS.removeBenchCandidate, {
        method: 'POST',
        body: { id },
        schema: BenchCandidateIdSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BENCH_KEY }),
  });
}
