import { Link, useLocation } from 'react-router';
import '../../styles/lists.css';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** Names the list, e.g. "Time sheets pages". */
  label: string;
}

function hrefFor(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Previous / next links and "Page 2 of 5" for a list whose page lives in the URL (`?page=`). */
export function Pagination({ page, pageSize, total, label }: PaginationProps) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="button button--secondary pagination__link" to={hrefFor(pathname, search, page - 1)}>
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
      <p className="pagination__status" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
        <span className="pagination__range">
          {' '}
          ({first}–{last} of {total})
        </span>
      </p>
      {page < pages ? (
        <Link className="button button--secondary pagination__link" to={hrefFor(pathname, search, page + 1)}>
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
    </nav>
  );
}
