import { API_PATHS, UploadBenchListResultSchema, type BenchUploadRow } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BENCH_KEY } from './bench-key';

/** POST /CRM/UploadBenchList; with dryRun the server only reports rows already on the bench. */
export function uploadBenchList(candidates: BenchUploadRow[], dryRun: boolean) {
  return apiRequest(API_PATHS.uploadBenchList, {
    method: 'POST',
    body: { candidates, dryRun },
    schema: UploadBenchListResultSchema,
  });
}

export function useUploadBenchListMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidates: BenchUploadRow[]) => uploadBenchList(candidates, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BENCH_KEY }),
  });
}
