import type { Page } from '@playwright/test';
import { NO_ACCESS_MESSAGE } from '@smartmove/contract';
import { expect, openAt, test, WIDTHS } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { insertFailedMail } from '../support/outbox';
import { stamp } from '../support/values';
import { screenshot } from '../support/screenshots';

/** Each scheduled job's row says when it runs and its last and next run, in words and office time. */
async function expectJobsInWords(page: Page) {
  const jobs = page.getByRole('region', { name: 'Scheduled jobs' });
  const cell = (job: string, column: string) =>
    jobs.getByRole('row').filter({ hasText: job }).locator(`[data-label="${column}"]`);
  await expect(cell('Time sheet reminders (Seattle)', 'Schedule')).toHaveText('Fridays at 3:00 PM Seattle');
  // "Friday 4 Dec, 3:00 PM Seattle; next Friday 11 Dec", or before its first run "Not run yet; next …".
  await expect(cell('Time sheet reminders (Seattle)', 'Last and next run')).toHaveText(
    /^(Friday \d{1,2} \w{3}, 3:00 PM Seattle( \(ran .+\))?|Not run yet); next Friday \d{1,2} \w{3}(, 3:00 PM Seattle)?$/,
  );
  await expect(cell('Approval digest (Pune)', 'Schedule')).toHaveText('Mondays at 9:00 AM Pune');
  await expect(cell('Approval digest (Pune)', 'Last and next run')).toHaveText(/; next Monday \d{1,2} \w{3}/);
  await expect(cell('Retention of personal data', 'Last and next run')).toHaveText(
    /^\w+day \d{1,2} \w{3}, \d{1,2}:\d{2} [AP]M UTC; next /,
  );
}

/**
 * The back office's System page (docs/product.md#running-it): e-mail waiting and failed, with "Retry", and
 * the jobs' runs.
 */
test.describe('system', () => {
  test.use({ signedInAs: 'admin' });
  test(`an admin sees a failed e-mail and retries it (390 px)`, async ({ page }, testInfo) => {
    const id = stamp();
    const recipient = `system.${id}@example.com`;
    const subject = `Your interview on Monday ${id}`;
    await insertFailedMail(testInfo, {
      id: `e2e-${id}`,
      recipient,
      subject,
      body: `Hello,\n\nSee you on Monday (${id}).\n`,
      attempts: 8,
      lastError: '550 Mailbox unavailable',
    });

    await openAt(page, WIDTHS[0], '/back-office');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'System' }).click();
    await expect(page).toHaveURL(/\/back-office\/system$/);
    await expect(page.getByRole('heading', { name: 'System', level: 1 })).toBeVisible();
    await expect(page.getByText('E-mail waiting', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Failed deliveries' })).toBeVisible();
    const jobs = page.getByRole('region', { name: 'Scheduled jobs' });
    await expect(jobs.getByRole('row').filter({ hasText: 'Retention of personal data' })).not.toContainText(
      'Not run yet',
    );
    await expect(jobs).toContainText('Time sheet reminders (Seattle)');
    await expectJobsInWords(page);

    const row = page.getByRole('row').filter({ hasText: recipient });
    await expect(row).toContainText(subject);
    await expect(row).toContainText('550 Mailbox unavailable');
    await expect(row.locator('[data-label="Attempts"]')).toHaveText('8');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, {
      path: `/tmp/system-${testInfo.project.name}-390.png`,
      fullPage: true,
    });

    await row.getByRole('button', { name: `Retry the e-mail to ${recipient}: ${subject}` }).click();
    await expect(page.getByText(`The e-mail to ${recipient} is waiting to be sent again`)).toBeVisible();
    await expect(row).toHaveCount(0);
    // Sent once by the mail worker, with the text it kept.
    const sent = await waitForMail(recipient);
    expect(sent.map((mail) => mail.subject)).toEqual([subject]);
    expect(sent[0]!.text).toContain(`See you on Monday (${id}).`);
  });

  test(`an admin reads each scheduled job's last and next run in words (1280 px)`, async ({
    page,
  }, testInfo) => {
    await openAt(page, WIDTHS[1], '/back-office/system');
    await expect(page.getByRole('heading', { name: 'Scheduled jobs' })).toBeVisible();
    await expectJobsInWords(page);
    const jobs = page.getByRole('region', { name: 'Scheduled jobs' });
    await jobs.scrollIntoViewIfNeeded();
    await screenshot(page, { path: `/tmp/system-jobs-${testInfo.project.name}-1280.png`, fullPage: true });
  });

  test.describe('for a recruiter', () => {
    test.use({ signedInAs: 'recruiter' });
    test(`the page is refused and not in the navigation (1280 px)`, async ({ page }) => {
      await openAt(page, WIDTHS[1], '/back-office/system');
      await expect(page.getByRole('heading', { name: NO_ACCESS_MESSAGE })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Failed deliveries' })).toHaveCount(0);
      await expect(
        page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'System' }),
      ).toHaveCount(0);
    });
  });
});
