import { useLiveSearchParams } from './use-live-search-params';
import { usePageParam } from './use-page-param';

/** Where a list is: its page and, paged by cursor, the row it reads from. */
const PAGE_PARAMS = ['page', 'after', 'before'] as const;

/**
 * A back-office list's "search" and "status" filters and its page, kept in the URL: a status not among
 * `statuses` reads as none, and changing a filter goes back to page 1.
 * `cursor`: where a list paged by cursor reads from (`?after=` or `?before=`).
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
        for (const name of PAGE_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  const after = searchParams.get('after');
  const before = searchParams.get('before');
  const cursor = after ? { after } : before ? { before } : {};
  return { search, status, page, cursor, setFilter };
}
