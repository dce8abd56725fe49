import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../config/paths';

/**
 * The hide/show broadcast for header and footer (docs/product.md#pages). Any part of the app may send it;
 * the layout listens. The apply, consultation and know-your-worth pages use it.
 */
const CHROME_EVENT = 'smartmove:chrome';
let chromeVisible = true;

export function broadcastChromeVisibility(visible: boolean): void {
  chromeVisible = visible;
  window.dispatchEvent(new CustomEvent(CHROME_EVENT, { detail: { visible } }));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHROME_EVENT, onChange);
  return () => window.removeEventListener(CHROME_EVENT, onChange);
}

/**
 * Whether header and footer show: not after a hide broadcast, and not on a page whose route handle says
 * `hideChrome` — which the prerendered HTML already honours, so that the page does not jump when it
 * hydrates and the broadcast arrives.
 */
export function useChromeVisible(): boolean {
  const broadcastVisible = useSyncExternalStore(
    subscribe,
    () => chromeVisible,
    () => true,
  );
  const routeHidesChrome = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.hideChrome,
  );
  return broadcastVisible && !routeHidesChrome;
}

/** Hides header and footer while the calling page is shown. */
export function useHiddenChrome(): void {
  useEffect(() => {
    broadcastChromeVisibility(false);
    return () => broadcastChromeVisibility(true);
  }, []);
}
