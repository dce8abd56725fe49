import type { Browser, Page } from '@playwright/test';
import { JOB_MESSAGES, JOB_NO_LONGER_OPEN_MESSAGE, SUCCESS_MESSAGES } from '@smartmove/contract';
import { expect, test, waitForHydration } from '../support/fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** A job title no other test (nor the other engine's run) uses. */
const uniqueTitle = () =>
  `Kafka Streaming Engineer ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** A visitor, signed out, in a browser of their own. */
async function openAsVisitor(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, url);
  return page;
}

/** The board's search: finds the job by its unique title. */
async function searchBoard(page: Page, title: string) {
  await open(page, `/c2c-job-board?keyword=${encodeURIComponent(title)}`);
}

test.describe('jobs in the back office', () => {
  test.use({ signedInAs: 'recruiter' });

  test('Rita Recruiter posts a job, a visitor applies on the board, Rita closes it and it stops taking applications', async ({
    page,
    browser,
  }) => {
    // One story across two browsers and seven page loads: more than one screen's time.
    test.slow();
    const title = uniqueTitle();
    await open(page, '/back-office/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await page.getByRole('button', { name: 'New job' }).click();
    const dialog = page.getByRole('dialog', { name: 'New job' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Job title').fill(title);
    await dialog.getByLabel('Location').fill('Denver, CO');
    await dialog.getByLabel('Description').fill('Run Kafka Streams services for a payments client.');
    await dialog.getByLabel('Skills').fill('Kafka, Java, Kubernetes');
    await dialog.getByLabel('Rate').fill('$82/hr C2C');
    await dialog.getByLabel('Remote').check();
    await dialog.getByRole('button', { name: 'Post job' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'New job' })).toBeFocused();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Denver, CO');
    await expect(row).toContainText('$82/hr C2C');
    await expect(row).toContainText('Open');

    // The public board lists it at once; its details lead to the apply page.
    const visitor = await openAsVisitor(browser, '/c2c-job-board');
    await searchBoard(visitor, title);
    await visitor
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const jsonLd = visitor.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    expect(await jsonLd.textContent()).toContain('"JobPosting"');
    await visitor.getByRole('link', { name: `Apply Now for ${title}` }).click();
    // The details page's heading is the title too: wait for the apply page's own URL and form.
    await expect(visitor).toHaveURL(/\/applynow\/kafka-streaming-engineer-[0-9a-z-]+$/);
    await expect(visitor.getByRole('heading', { name: 'Apply for job' })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const applyUrl = new URL(visitor.url()).pathname;
    const detailsUrl = applyUrl.replace('/applynow/', '/c2c-job-board-details/');

    await visitor.getByLabel('First Name').fill('Grace');
    await visitor.getByLabel('Last Name').fill('Hopper');
    await visitor.getByLabel('Email').fill(`grace.${Date.now()}@example.com`);
    await visitor.getByLabel('Mobile', { exact: true }).fill('2015550188');
    await visitor.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/gracehopper');
    await visitor.getByLabel('Visa Status').selectOption({ label: 'H1B' });
    await visitor
      .getByLabel('Resume')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
    await visitor.getByRole('button', { name: 'Apply Now' }).click();
    const thanks = visitor.getByRole('dialog', { name: SUCCESS_MESSAGES.submission });
    // The invisible captcha solves in the visitor's browser first: slow on a busy machine.
    await expect(thanks).toBeVisible({ timeout: 45_000 });
    await thanks.getByRole('button', { name: 'Close' }).click();

    // Rita closes it, confirming in the dialog.
    await row.getByRole('button', { name: 'Close job' }).click();
    const confirm = page.getByRole('dialog', { name: `Close ${title}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Close job' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Closed');
    await expect(row.getByRole('button', { name: 'Close job' })).toHaveCount(0);

    // The board no longer lists it, and its apply page says so.
    await searchBoard(visitor, title);
    await expect(visitor.getByText('No jobs match your search')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0);
    await open(visitor, applyUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: JOB_NO_LONGER_OPEN_MESSAGE })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    // Its details page no longer offers it to job search engines.
    await open(visitor, detailsUrl);
    await expect(visitor.getByRole('link', { name: 'See all open C2C jobs' })).toBeVisible();
    await expect(visitor.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await visitor.context().close();
  });

  test('the job form checks its fields with the contract’s messages and gives focus back', async ({
    page,
  }) => {
    await open(page, '/back-office/jobs');
    const newJob = page.getByRole('button', { name: 'New job' });
    await newJob.click();
    const dialog = page.getByRole('dialog', { name: 'New job' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Post job' }).click();
    for (const [label, message] of [
      ['Job title', JOB_MESSAGES.title],
      ['Location', JOB_MESSAGES.location],
      ['Description', JOB_MESSAGES.description],
      ['Skills', JOB_MESSAGES.skills],
      ['Rate', JOB_MESSAGES.rate],
    ] as const) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field, label).toHaveAttribute('aria-invalid', 'true');
      await expect(field, label).toHaveAccessibleDescription(new RegExp(message));
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(newJob).toBeFocused();
  });

  test('Rita edits a job: the board shows the new title under the same link', async ({ page, browser }) => {
    // Two browsers and three page loads.
    test.slow();
    const title = uniqueTitle();
    await open(page, '/back-office/jobs');
    await page.getByRole('button', { name: 'New job' }).click();
    const dialog = page.getByRole('dialog', { name: 'New job' });
    await dialog.getByLabel('Job title').fill(title);
    await dialog.getByLabel('Location').fill('Austin, TX');
    await dialog.getByLabel('Description').fill('Stream processing for logistics.');
    await dialog.getByLabel('Skills').fill('Kafka, Scala');
    await dialog.getByLabel('Rate').fill('$70/hr C2C');
    await dialog.getByRole('button', { name: 'Post job' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: title, exact: true }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${title}` });
    await expect(edit.getByLabel('Job title')).toHaveValue(title);
    const renamed = `${title} Lead`;
    await edit.getByLabel('Job title').fill(renamed);
    await edit.getByRole('button', { name: 'Save job' }).click();
    await expect(edit).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: renamed });
    await expect(row).toContainText('Open');
    const boardLink = row.getByRole('link', { name: `View ${renamed} on the job board` });
    const href = await boardLink.getAttribute('href');
    expect(href).toMatch(/^\/c2c-job-board-details\/kafka-streaming-engineer-/);

    const visitor = await openAsVisitor(browser, href!);
    await expect(visitor.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await visitor.context().close();
  });
});
