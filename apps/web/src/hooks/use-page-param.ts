import { useClientSearchParams } from './use-is-client';

/** The 1-based `page` of a paginated list, kept in the URL so that a list can be linked and reloaded. */
export function usePageParam(): number {
  const searchParams = useClientSearchParams();
  const page = Number(searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
