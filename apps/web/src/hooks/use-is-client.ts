import { useSyncExternalStore } from 'react';

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
