import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_PATHS,
  JOB_NO_LONGER_OPEN_MESSAGE,
  JOB_POSTING_ELEMENT_ID,
  type AdminJob,
} from '@smartmove/contract';
import { expect, openAt, test, WIDTHS } from '../support/fixtures';
import { adminToken } from '../support/session';
import { screenshot } from '../support/screenshots';

/** A job posted through the back office's API, with a title no other test (nor run) uses. */
async function postJob(request: APIRequestContext): Promise<AdminJob> {
  const title = `Search Visible Engineer ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post(API_PATHS.addC2CJob, {
    headers: { authorization: `Bearer ${await adminToken()}` },
    data: {
      title,
      location: 'Boise, ID',
      description: 'Build the search pipeline.\n\n- Elasticsearch\n- Kotlin',
      skills: 'Elasticsearch, Kotlin',
      rate: '$78/hr C2C',
      remote: false,
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdminJob;
}

async function closeJob(request: APIRequestContext, id: string) {
  const response = await request.post(API_PATHS.closeC2CJob, {
    headers: { authorization: `Bearer ${await adminToken()}` },
    data: { id },
  });
  expect(response.ok()).toBe(true);
}

/** The texts of every JSON-LD element in the page's DOM. */
const jsonLdTexts = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));

test.describe("a job's details page for search engines and readers", () => {
  test(`an open job shows and works at 390 px with one JobPosting after hydration`, async ({
    page,
    request,
  }) => {
    const job = await postJob(request);
    const url = `/c2c-job-board-details/${job.jobName}`;
    await openAt(page, WIDTHS[0], url);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page).toHaveTitle(`SmartMove | ${job.title}`);
    await expect(page.locator('head > title')).toHaveCount(1);
    await expect(page.locator('head > meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.getByRole('listitem').filter({ hasText: 'Elasticsearch' }).first()).toBeVisible();

    const texts = await jsonLdTexts(page);
    expect(texts).toHaveLength(1);
    const posting = JSON.parse(texts[0]!) as Record<string, unknown>;
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      employmentType: 'CONTRACTOR',
      directApply: true,
      identifier: { value: job.id },
    });
    await expect(page.locator(`#${JOB_POSTING_ELEMENT_ID}`)).toHaveCount(1);

    // Nothing of the page hides past the screen's edge.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, { path: test.info().outputPath(`job-details-390.png`) });

    // The reader goes on to apply: the apply page has the job, and the page keeps no stale JobPosting.
    await page.getByRole('link', { name: `Apply Now for ${job.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/applynow/${job.jobName}$`));
    await expect(page.getByRole('heading', { name: 'Apply for job' })).toBeVisible();
    expect(await jsonLdTexts(page)).toHaveLength(0);
    // Back on the details page (inside the app), its one JobPosting is there again.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect.poll(async () => (await jsonLdTexts(page)).length).toBe(1);
  });

  test('a closed job says it is no longer open, with no JobPosting', async ({ page, request, problems }) => {
    // The page is answered 410 and the API says the same of the job.
    problems.allow(/status of 410/);
    const job = await postJob(request);
    await closeJob(request, job.id);
    const url = `/c2c-job-board-details/${job.jobName}`;
    const served = await request.get(url);
    expect(served.status()).toBe(410);
    expect(await served.text()).toContain(JOB_NO_LONGER_OPEN_MESSAGE);

    for (const viewport of WIDTHS) {
      await openAt(page, viewport, url);
      await expect(page.getByRole('heading', { level: 1, name: JOB_NO_LONGER_OPEN_MESSAGE })).toBeVisible();
      await expect(page.getByRole('link', { name: 'See all open C2C jobs' })).toBeVisible();
      expect(await jsonLdTexts(page)).toHaveLength(0);
      await screenshot(page, { path: test.info().outputPath(`job-closed-${viewport.width}.png`) });
    }
  });

  test('an unknown job answers 404 with the not-found text', async ({ page, request, problems }) => {
    problems.allow(/status of 404/);
    const served = await request.get('/c2c-job-board-details/no-such-job-anywhere');
    expect(served.status()).toBe(404);
    await openAt(page, WIDTHS[1], '/c2c-job-board-details/no-such-job-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404 Page Not Found' })).toBeVisible();
    expect(await jsonLdTexts(page)).toHaveLength(0);
  });

  test('the sitemap and the job feed list an open job and drop it once closed', async ({ request }) => {
    const job = await postJob(request);
    const url = `https://www.smartmove.example.com/c2c-job-board-details/${job.jobName}`;
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${url}</loc>`);
    const feed = await request.get('/jobs.xml');
    expect(feed.headers()['content-type']).toContain('application/xml');
    expect(await feed.text()).toContain(`<referencenumber><![CDATA[${job.id}]]></referencenumber>`);
    await closeJob(request, job.id);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`<loc>${url}</loc>`);
    expect(await (await request.get('/jobs.xml')).text()).not.toContain(job.id);
  });
});
