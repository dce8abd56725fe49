import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const subscribe = () => () => {};

/**
 * False while the prerendered HTML hydrates, true afterwards. Lets a page render browser-only things
 * (the URL's query, Leaflet) without a hydration mismatch against the HTML built at build time.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

const NO_PARAMS = new URLSearchParams();

/**
 * The URL's query, as `useSearchParams` gives it, once hydrated (`useLiveSearchParams` changes it): a prerendered page's HTML was built
 * without one, so while it hydrates the query reads as empty and the page renders what the HTML shows.
 */
export function useClientSearchParams(): URLSearchParams {
  const [searchParams] = useSearchParams();
  return useIsClient() ? searchParams : NO_PARAMS;
}
