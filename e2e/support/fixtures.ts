import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  /** Console errors and uncaught exceptions seen on the page. */
  errors: string[];
  /** Errors a test expects (for example the 404 status of a not-found document). */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails on an unexpected console error, uncaught exception or failed request, so a
 * broken script or a missing asset cannot hide behind a passing assertion.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      // Map tiles come from the internet, which test machines do not reach: answer them locally, empty.
      await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
      // A refused script, style or eval fires securitypolicyviolation even when the page catches the
      // failure (zod's eval probe did): report it as a console error so the test fails.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? '';
        // Navigations away from a page abort its pending requests; that is not a fault.
        if (!failure.includes('ERR_ABORTED')) errors.push(`requestfailed: ${request.url()} ${failure}`);
      });
      await use({ errors, allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'unexpected console errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the prerendered page, so clicks reach their handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
