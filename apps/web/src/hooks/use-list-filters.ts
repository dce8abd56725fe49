import { useClientSearchParams } from './use-is-client';
import { usePageParam } from './use-page-param';

/**
 * A back-office list's "search" and "status" filters and its page, kept in the URL: a status not among
 * `statuses` reads as none, and changing a filter goes back to page 1.
 */
export function useListFilters<Status extends string>(statuses: readonly Status[]) {
  const [searchParams, setSearchParams] = useClientSearchParams();
  const search = searchParams.get('search') ?? '';
  const statusParam = searchParams.get('status');
  const status: Status | '' = statuses.find((code) => code === statusParam) ?? '';
  const page = usePageParam();
  const setFilter = (name: 'search' | 'status', value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearchParams(next, { replace: true });
  };
  return { search, status, page, setFilter };
}
