import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureMessage } from './form/server-errors';
import { Pagination } from './pagination';
import { ErrorState, LoadingState } from './query-status';

export interface PagedData {
  items: readonly unknown[];
  total: number;
  /** A list counted no further than its total (the audit log). */
  totalCapped?: boolean;
  /** A list paged by cursor (the audit log): where its next and previous pages start. */
  older?: string | null;
  newer?: string | null;
}

export interface PagedListProps<Data extends PagedData> {
  /** The query of the page shown (its page number lives in the URL: usePageParam). */
  query: UseQueryResult<Data>;
  page: number;
  pageSize: number;
  /** Names the pager, e.g. "Claim pages". */
  pagesLabel: string;
  /** Says what is loading, e.g. "Loading your claims…". */
  loadingLabel: string;
  /** What an empty list shows (an EmptyState). */
  empty: ReactNode;
  /** When the list counts as empty; by default when the page has no items. */
  isEmpty?: (data: Data) => boolean;
  /** The page's items: a DataTable or a list of cards, with anything shown above them. */
  children: (data: Data) => ReactNode;
}

const hasNoItems = (data: PagedData) => data.items.length === 0;

/**
 * A paged list of the portal and the hot list: its loading and failed states, its empty state, and
 * the page's items followed by the pager.
 */
export function PagedList<Data extends PagedData>({
  query,
  page,
  pageSize,
  pagesLabel,
  loadingLabel,
  empty,
  isEmpty = hasNoItems,
  children,
}: PagedListProps<Data>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty(query.data)) return empty;
  return (
    <>
      {children(query.data)}
      <Pagination
        page={page}
        pageSize={pageSize}
        total={query.data.total}
        label={pagesLabel}
        totalCapped={query.data.totalCapped}
        cursors={
          query.data.older === undefined
            ? undefined
            : { older: query.data.older, newer: query.data.newer ?? null }
        }
      />
    </>
  );
}
