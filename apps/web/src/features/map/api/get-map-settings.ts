import { API_PATHS } from '@smartmove/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /CRM/GetMapSettings: tile URL and attribution from the server's configuration. */
export function getMapSettings(signal?: AbortSignal) {
  return apiRequest(API_PATHS.getMapSettings, {
    loadSchema: () => import('./map-schemas').then((module) => module.MapSettingsSchema),
    signal,
  });
}

export const mapSettingsQuery = () =>
  queryOptions({
    queryKey: ['map', 'settings'] as const,
    queryFn: ({ signal }) => getMapSettings(signal),
    staleTime: Infinity,
    retry: false,
  });

export function useMapSettingsQuery() {
  return useQuery(mapSettingsQuery());
}
