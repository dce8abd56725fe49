import { useLiveSearchParams } from './use-live-search-params';
import { usePageParam } from './use-page-param';

/**
 * A back-office list's "search" and "status" filters and its page, kept in the URL: a status not among
 * `statuses` reads as none, and changing a filter goes back to page 1.
 */
export function useListFilters<Status extends string>(statuses: readonly Status[]) {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  const search = searchParams.get('search') ?? '';
  const statusParam = searchParams.get('status');
  const status: Status | '' = statuses.find((code) => code === statusParam) ?? '';
  const page = usePageParam();
  const setFilter = (name: 'search' | 'status', value: string) =>
    updateSearchParams(
      (next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { search, status, page, setFilter };
}
