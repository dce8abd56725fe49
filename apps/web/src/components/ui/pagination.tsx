import { Link, useLocation } from 'react-router';
import '../../styles/lists.css';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** Names the list, e.g. "Time sheets pages". */
  label: string;
  /** The list counted no further than `total`: "of more than 1,000". */
  totalCapped?: boolean | undefined;
  /**
   * A list paged by cursor (the audit log): Next reads the rows after `older` (`?after=`), Previous those
   * before `newer` (`?before=`); null at either end. Without them a page is read by its number.
   */
  cursors?: { older: string | null; newer: string | null } | undefined;
}

/** The list's URL at `page`, reading from `cursor` when it is paged by cursor; page 1 is the list's own URL. */
function hrefFor(
  pathname: string,
  search: string,
  page: number,
  cursor?: { after: string } | { before: string },
) {
  const params = new URLSearchParams(search);
  params.delete('after');
  params.delete('before');
  if (page <= 1) params.delete('page');
  else {
    params.set('page', String(page));
    if (cursor) for (const [name, value] of Object.entries(cursor)) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Previous / next links and "Page 2 of 5" for a list whose page lives in the URL (`?page=`). */
export function Pagination({ page, pageSize, total, label, totalCapped = false, cursors }: PaginationProps) {
  const { pathname, search } = useLocation();
  const pages = totalCapped ? Infinity : Math.max(1, Math.ceil(total / pageSize));
  const hasPrevious = page > 1;
  const hasNext = cursors ? cursors.older !== null : page < pages;
  if (!hasPrevious && !hasNext) return null;
  const first = (page - 1) * pageSize + 1;
  const last = totalCapped ? page * pageSize : Math.min(total, page * pageSize);
  const previousCursor = cursors?.newer ? { before: cursors.newer } : undefined;
  const nextCursor = cursors?.older ? { after: cursors.older } : undefined;
  return (
    <nav className="pagination" aria-label={label}>
      {hasPrevious ? (
        <Link
          className="button button--secondary pagination__link"
          to={hrefFor(pathname, search, page - 1, previousCursor)}
        >
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
      <p className="pagination__status" aria-live="polite">
        {totalCapped ? `Page ${page}` : `Page ${Math.min(page, pages)} of ${pages}`}
        <span className="pagination__range">
          {' '}
          ({first}–{last} of {totalCapped ? `more than ${total.toLocaleString('en-US')}` : total})
        </span>
      </p>
      {hasNext ? (
        <Link
          className="button button--secondary pagination__link"
          to={hrefFor(pathname, search, page + 1, nextCursor)}
        >
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
    </nav>
  );
}
