import { API_PATHS } from '@smartmove/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /CRM/getleads: the realtor leads (docs/product.md#api). */
export function getRealtorLeads(signal?: AbortSignal) {
  return apiRequest(API_PATHS.getLeads, {
    loadSchema: () => import('./map-schemas').then((module) => module.RealtorLeadListSchema),
    signal,
  });
}

export const realtorLeadsQuery = () =>
  queryOptions({
    queryKey: ['map', 'leads'] as const,
    queryFn: ({ signal }) => getRealtorLeads(signal),
    retry: false,
  });

/** Leads are fetched after the properties have been (docs/product.md#forms, "Map"). */
export function useRealtorLeadsQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ ...realtorLeadsQuery(), enabled });
}
