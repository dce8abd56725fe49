import { API_PATHS, AdminJobSchema } from '@smartmove/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test, tokenOf, waitForHydration, WIDTHS, type DemoSessions } from '../support/fixtures';
import { screenshot } from '../support/screenshots';

/**
 * Issue 31 item 2 (docs/product.md#jobs): a job's description keeps its paragraphs and "- " lines on every
 * public page, as paragraphs and a list built from the text (never HTML from it).
 */
const DESCRIPTION = [
  'Run Kafka Streams services for a payments client.',
  '',
  'You will:',
  '- build <b>streaming</b> pipelines',
  '- keep them observable',
  '- mentor two engineers',
  '',
  'Hybrid in Denver, two days a week.',
].join('\n');

const SHOTS = '/tmp/shots-jobs31';

/** The description in `within` as the page shows it: three paragraphs, and the three items as one list. */
async function expectParagraphsAndList(within: Locator) {
  const description = within.locator('.text-blocks');
  await expect(description.locator(':scope > p')).toHaveText([
    'Run Kafka Streams services for a payments client.',
    'You will:',
    'Hybrid in Denver, two days a week.',
  ]);
  await expect(description.getByRole('list')).toHaveCount(1);
  await expect(description.getByRole('listitem')).toHaveText([
    'build <b>streaming</b> pipelines',
    'keep them observable',
    'mentor two engineers',
  ]);
  // The text's markup stays text.
  await expect(description.locator('b')).toHaveCount(0);
}

async function open(page: Page, url: string, width: number) {
  await page.setViewportSize(WIDTHS.find((size) => size.width === width) ?? { width, height: 900 });
  await page.goto(url);
  await waitForHydration(page);
}

/** A recruiter posts the job through the API, as the back office's "New job" does: a title of its own. */
async function postJob(page: Page, demoSessions: DemoSessions): Promise<{ title: string; jobName: string }> {
  const title = `Streaming Engineer ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const answer = await page.request.post(API_PATHS.addC2CJob, {
    headers: { authorization: `Bearer ${await tokenOf(demoSessions, 'recruiter')}` },
    data: {
      title,
      location: 'Denver, CO',
      description: DESCRIPTION,
      skills: 'Kafka, Java',
      rate: '$82/hr C2C',
      remote: false,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { title, jobName: AdminJobSchema.parse(await answer.json()).jobName };
}

test.describe('a job description on the public pages', () => {
  test(`the board's card, the details page and the apply page show paragraphs and a list (1280 px)`, async ({
    page,
    demoSessions,
  }) => {
    const { title, jobName } = await postJob(page, demoSessions);
    await open(page, `/c2c-job-board?keyword=${encodeURIComponent(title)}`, 1280);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expectParagraphsAndList(card);
    await screenshot(card, { path: `${SHOTS}/job-card-1280.png` });

    await open(page, `/c2c-job-board-details/${jobName}`, 1280);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const about = page.getByRole('region', { name: 'About the role' });
    await expectParagraphsAndList(about);
    await screenshot(page, { path: `${SHOTS}/job-details-1280.png`, fullPage: true });

    await open(page, `/applynow/${jobName}`, 1280);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectParagraphsAndList(page.locator('.job-summary'));
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await screenshot(page, { path: `${SHOTS}/apply-now-1280.png`, fullPage: true });
  });

  test('the partner’s job details show paragraphs and a list too (view-details)', async ({
    page,
    pageAs,
    demoSessions,
  }) => {
    const { title, jobName } = await postJob(page, demoSessions);
    const partner = await pageAs('partner', { url: `/view-details/${jobName}`, viewport: WIDTHS[0] });
    await expect(partner.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectParagraphsAndList(partner.page.getByRole('region', { name: 'About the role' }));
    await screenshot(partner.page, { path: `${SHOTS}/view-details-390.png`, fullPage: true });
    await partner.close();
  });
});
