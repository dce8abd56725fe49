import { useEffect, useState, type FormEvent } from 'react';
import type { UpdateSearchParams } from './use-live-search-params';

/** How long typing pauses before the list follows the search box. */
const SEARCH_DELAY_MS = 300;

/**
 * What a filter bar's search box holds while it is typed in: the URL follows it once typing pauses (replacing
 * the history entry) and at once on Enter (`submit`); a new URL (back button, a shared link) replaces it.
 * `withSearch` (a stable function) writes a search into a query; while `paused`, typing waits.
 */
export function useSearchDraft(
  search: string,
  updateSearchParams: UpdateSearchParams,
  withSearch: (current: URLSearchParams, search: string) => URLSearchParams,
  paused = false,
) {
  const [draft, setDraft] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    setDraft(search);
  }

  useEffect(() => {
    if (draft === search || paused) return;
    const timer = setTimeout(() => {
      updateSearchParams((current) => withSearch(current, draft), { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, search, paused, updateSearchParams, withSearch]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    updateSearchParams((current) => withSearch(current, draft));
  };

  return { draft, setDraft, submit };
}
