import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface DashboardTileProps<T> {
  title: string;
  /** Where the tile leads, and the link text. */
  href: string;
  linkLabel: string;
  query?: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** One dashboard tile: a figure or a short list from its screen's data, and a link to that screen. */
export function DashboardTile<T>({ title, href, linkLabel, query, children }: DashboardTileProps<T>) {
  return (
    <section className="dashboard-tile" aria-label={title}>
      <h2 className="dashboard-tile__title">{title}</h2>
      <div className="dashboard-tile__body">
        {!query ? (
          children(undefined as T)
        ) : query.isPending ? (
          <p className="dashboard-tile__loading" role="status">
            Loading…
          </p>
        ) : query.isError ? (
          <p className="dashboard-tile__error" role="alert">
            Could not load this right now.{' '}
            <button type="button" className="link-button" onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          children(query.data)
        )}
      </div>
      <Link className="dashboard-tile__link" to={href}>
        {linkLabel} <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}
