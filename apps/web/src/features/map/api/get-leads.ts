import { API_PATHS } from '@smartmove/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /CRM/getleads: the realtor leads (spec section 7). */
export function getLeads(signal?: AbortSignal) {
  return apiRequest(API_PATHS.getLeads, {
    loadSchema: () => import('./map-schemas').then((module) => module.LeadListSchema),
    signal,
  });
}

export const leadsQuery = () =>
  queryOptions({
    queryKey: ['map', 'leads'] as const,
    queryFn: ({ signal }) => getLeads(signal),
    retry: false,
  });

/** Leads are fetched after the properties have been (spec section 4, "Map"). */
export function useLeadsQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ ...leadsQuery(), enabled });
}
