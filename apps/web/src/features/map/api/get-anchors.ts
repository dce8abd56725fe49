import { API_PATHS } from '@smartmove/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /CRM/GetAnchors: the properties (docs/product.md#api). */
export function getAnchors(signal?: AbortSignal) {
  return apiRequest(API_PATHS.getAnchors, {
    loadSchema: () => import('./map-schemas').then((module) => module.PropertyListSchema),
    signal,
  });
}

export const anchorsQuery = () =>
  queryOptions({
    queryKey: ['map', 'anchors'] as const,
    queryFn: ({ signal }) => getAnchors(signal),
    // A failed fetch is reported at once (docs/product.md#errors), not retried behind the loader.
    retry: false,
  });

export function useAnchorsQuery() {
  return useQuery(anchorsQuery());
}
