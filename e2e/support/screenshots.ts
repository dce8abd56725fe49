import type { Locator, Page } from '@playwright/test';

/**
 * Whether the specs save their screenshots: for people looking at the pages while they work (a local run,
 * or `E2E_SCREENSHOTS=1`), not on CI (`E2E_SCREENSHOTS=0` locally too), where nobody opens them and a
 * full-page one costs Chromium about as much CPU as loading the page did.
 */
export const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS !== '0'
  : !process.env.CI;

/** Saves a screenshot of a page or an element to `path`, when screenshots are saved. */
export async function screenshot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}
