import { API_PATHS, BenchCandidateSchema } from '@smartmove/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

const BenchListSchema = z.array(BenchCandidateSchema);

/** GET /CRM/UAGetBenchList: the public bench hot list, without contact details. */
export function getPublicBenchList(signal?: AbortSignal) {
  return apiRequest(API_PATHS.uaGetBenchList, { schema: BenchListSchema, signal });
}

export function usePublicBenchListQuery() {
  return useQuery({
    queryKey: ['bench', 'public'],
    queryFn: ({ signal }) => getPublicBenchList(signal),
  });
}
