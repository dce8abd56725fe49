import { isIsoDate } from '@smartmove/contract';
import { useLiveSearchParams } from './use-live-search-params';
import { usePageParam } from './use-page-param';

/** Where a list is: its page and, paged by cursor, the row it reads from. */
const PAGE_PARAMS = ['page', 'after', 'before'] as const;

/** A list's filters kept in the URL: its text, its status, and the first and last days of its dates. */
export type ListFilterName = 'search' | 'status' | 'from' | 'to';

/**
 * The URL's query and a way to set one of a list's filters in it: an empty value leaves the filter out, and
 * changing a filter goes back to the list's first page.
 */
export function useFilterParams<Name extends string>(): [
  URLSearchParams,
  (name: Name, value: string) => void,
] {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  const setFilter = (name: Name, value: string) =>
    updateSearchParams(
      (next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        for (const name of PAGE_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [searchParams, setFilter];
}

/**
 * A back-office list's "search" and "status" filters, its "From" and "To" days, and its page, kept in the URL:
 * a status not among `statuses`, or a day that is not a date (YYYY-MM-DD), reads as none, and changing a
 * filter goes back to page 1.
 * `cursor`: where a list paged by cursor reads from (`?after=` or `?before=`).
 */
export function useListFilters<Status extends string>(statuses: readonly Status[]) {
  const [searchParams, setFilter] = useFilterParams<ListFilterName>();
  const search = searchParams.get('search') ?? '';
  const statusParam = searchParams.get('status');
  const status: Status | '' = statuses.find((code) => code === statusParam) ?? '';
  const day = (name: 'from' | 'to') => {
    const value = searchParams.get(name) ?? '';
    return isIsoDate(value) ? value : '';
  };
  const page = usePageParam();
  const after = searchParams.get('after');
  const before = searchParams.get('before');
  const cursor = after ? { after } : before ? { before } : {};
  return { search, status, from: day('from'), to: day('to'), page, cursor, setFilter };
}
