import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { useClientSearchParams } from './use-is-client';

/**
 * Queries this app asked for on `pathname` that had not rendered while the location of `key` with the query
 * `rendered` was the rendered one.
 */
interface Requested {
  pathname: string;
  key: string;
  rendered: string;
  queries: string[];
}

/** One per app, as there is one location: two filter bars on a page queue behind each other. */
let requested: Requested | undefined;

/** What is still on its way once `key`/`query` on `pathname` has rendered: what was asked for after that query. */
function stillRequested(pathname: string, key: string, query: string): string[] {
  if (!requested || requested.pathname !== pathname) return [];
  // The same location: nothing has rendered since (a router made anew starts again at the same key).
  if (requested.key === key) return requested.rendered === query ? requested.queries : [];
  const index = requested.queries.indexOf(query);
  // A query this app never asked for (a link, the Back button) replaces whatever was on its way.
  return index === -1 ? [] : requested.queries.slice(index + 1);
}

export type UpdateSearchParams = (
  change: (next: URLSearchParams) => URLSearchParams,
  options?: NavigateOptions,
) => void;

/**
 * The URL's query (empty while a prerendered page hydrates, as `useClientSearchParams`) and a way to change it.
 * `change` gets a copy of the query the URL is about to have: the last one asked for when it has not rendered
 * yet. React Router's `setSearchParams` starts from the rendered query, so choosing a second filter before the
 * first one's navigation has rendered dropped the first.
 */
export function useLiveSearchParams(): [URLSearchParams, UpdateSearchParams] {
  const searchParams = useClientSearchParams();
  const { pathname, key, search } = useLocation();
  const navigate = useNavigate();
  const update = useCallback<UpdateSearchParams>(
    (change, options) => {
      const rendered = search.replace(/^\?/, '');
      const queued = stillRequested(pathname, key, rendered);
      const next = change(new URLSearchParams(queued.at(-1) ?? rendered)).toString();
      requested = { pathname, key, rendered, queries: [...queued, next] };
      void navigate({ search: next ? `?${next}` : '' }, options);
    },
    [pathname, key, search, navigate],
  );
  return [searchParams, update];
}
