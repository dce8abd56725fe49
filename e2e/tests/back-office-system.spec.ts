import { NO_ACCESS_MESSAGE } from '@smartmove/contract';
import { expect, openAt, test, WIDTHS } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { insertFailedMail } from '../support/outbox';
import { stamp } from '../support/values';
import { screenshot } from '../support/screenshots';

/** The back office's System page (decisions §20): e-mail waiting and failed, with "Retry", and the jobs' runs. */
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
