import { useEffect, useSyncExternalStore } from 'react';

/**
 * The hide/show broadcast for header and footer (spec section 2). Any part of the app may send it;
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

export function useChromeVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => chromeVisible,
    () => true,
  );
}

/** Hides header and footer while the calling page is shown. */
export function useHiddenChrome(): void {
  useEffect(() => {
    broadcastChromeVisibility(false);
    return () => broadcastChromeVisibility(true);
  }, []);
}
