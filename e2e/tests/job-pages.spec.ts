import { API_PATHS, PAGE_DATA_ELEMENT_ID } from '@smartmove/contract';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { screenshot } from '../support/screenshots';

/**
 * Issue 22: a job's pages are rendered in the browser, so the server hands them their route's modules
 * and the job they show: the job appears without a request to the API, and the apply form follows.
 */
const JOB_API = new RegExp(`(${API_PATHS.uaGetC2CJobs}|${API_PATHS.getJobByName})\\?`);

function watchJobRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (JOB_API.test(request.url())) requests.push(request.url());
  });
  return requests;
}

test.describe('a job served with its page', () => {
  test(`the details page shows the job without asking the API (1280 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const requests = watchJobRequests(page);
    await page.goto('/c2c-job-board-details/senior-data-engineer');
    await expect(page.getByRole('heading', { level: 1, name: 'Senior Data Engineer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About the role' })).toBeVisible();
    await waitForHydration(page);
    expect(requests).toEqual([]);
    await screenshot(page, { path: `test-results/job-details-1280.png`, fullPage: true });
  });

  test(`the apply page shows the job, then its form (390 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const requests = watchJobRequests(page);
    await page.goto('/applynow/senior-data-engineer');
    await expect(page.getByRole('heading', { level: 1, name: 'Senior Data Engineer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the form…' })).toHaveCount(0);
    expect(requests).toEqual([]);
    await screenshot(page, { path: `test-results/apply-now-390.png`, fullPage: true });
  });

  test('the HTML names the route modules and carries the job', async ({ page }) => {
    const response = await page.request.get('/applynow/senior-data-engineer');
    const html = await response.text();
    // The route's own module is among the scripts the page preloads once the spinner has painted.
    expect(html).toMatch(/"\/assets\/apply-now-[\w-]+\.js"/);
    expect(html).toContain(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
    expect(html).toContain('"pro_jobname":"senior-data-engineer"');
  });

  test('a link inside the site to another job asks the API for it', async ({ page }) => {
    const requests = watchJobRequests(page);
    await page.goto('/c2c-job-board');
    await waitForHydration(page);
    // Other tests post jobs of their own: the demo job may have left the first page.
    await page.getByRole('searchbox', { name: 'Keyword' }).fill('Senior Data Engineer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('link', { name: /Senior Data Engineer/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Senior Data Engineer' })).toBeVisible();
    expect(requests.some((url) => url.includes('jobname=senior-data-engineer'))).toBe(true);
  });
});
