import type { Page } from '@playwright/test';
import {
  PORTAL_MESSAGES,
  addDays,
  countLeaveDays,
  latestEnteredDate,
  mondayOf,
  todayIsoDate,
  usFederalHolidays,
} from '@smartmove/contract';
import { expect, openAt, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { randomWorkingWeek, stamp, shown } from '../support/values';
import { waitForMail } from '../support/mail';
import { signInAsNewUser } from '../support/session';
import { screenshot } from '../support/screenshots';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const messages = PORTAL_MESSAGES.leave;

/** A new employee of their own (Seattle office, no manager), signed in. */
const signInAsNewEmployee = (page: Page) => signInAsNewUser(page, 'employee', { name: 'Lee Leave' });

async function fillLeave(page: Page, type: string, from: string, to: string, reason: string) {
  await page.getByLabel('Leave type', { exact: true }).selectOption({ label: type });
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByLabel('Reason', { exact: true }).fill(reason);
}

test.describe('leave', () => {
  test(`cancels a pending request after confirming it (390 px)`, async ({ page }) => {
    await signInAsNewEmployee(page);
    const day = addDays(randomWorkingWeek(3, 100), 2);
    const reason = `Dentist ${stamp()}`;
    await openAt(page, WIDTHS[0], '/apply-leave');
    await fillLeave(page, 'Unpaid leave', day, day, reason);
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    const row = page.getByRole('row', { name: new RegExp(reason) });
    await expect(row).toContainText('Pending');

    await row.getByRole('button', { name: `Cancel request, leave of ${shown(day)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this leave request?' });
    await expect(dialog).toContainText("leaves your approver's queue");
    await screenshot(page, { path: `/tmp/leave-cancel-dialog-390.png` });
    await dialog.getByRole('button', { name: 'Cancel request', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Leave request for ${shown(day)} cancelled`)).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: /^Cancel request/ })).toHaveCount(0);
    await screenshot(page, { path: `/tmp/leave-cancelled-390.png`, fullPage: true });
  });

  test(`does not count the office's holidays and names them (390 px)`, async ({ page }) => {
    await signInAsNewEmployee(page);
    // The week of the coming 25 December, which the Seattle office (a new employee's) has off.
    const today = todayIsoDate();
    const year = Number(today.slice(0, 4)) + (today.slice(5) > '12-18' ? 1 : 0);
    const from = mondayOf(`${year}-12-25`);
    const to = addDays(from, 4);
    const { days, skipped } = countLeaveDays(from, to, usFederalHolidays(year));
    expect(skipped.map((holiday) => holiday.name)).toContain('Christmas Day');

    await openAt(page, WIDTHS[0], '/apply-leave');
    await fillLeave(page, 'Unpaid leave', from, to, `Winter break ${stamp()}`);
    const count = page.getByRole('status').filter({ hasText: 'This request covers' });
    await expect(count).toContainText(`This request covers ${days} working days.`);
    await expect(count).toContainText('Not counted, Seattle office');
    await expect(count).toContainText(`Christmas Day (${shown(`${year}-12-25`)})`);
    await screenshot(page, { path: `/tmp/leave-holidays-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    await expect(page.getByRole('row', { name: /Winter break/ })).toContainText(`${days} days`);
  });

  test(`asks to confirm dates in the past (390 px)`, async ({ page }) => {
    await signInAsNewEmployee(page);
    // A Tuesday and Wednesday a few weeks back, both working days.
    const from = addDays(randomWorkingWeek(-8, -2), 1);
    const to = addDays(from, 1);
    const reason = `Forgot to ask ${stamp()}`;
    await openAt(page, WIDTHS[0], '/apply-leave');
    await fillLeave(page, 'Unpaid leave', from, to, reason);
    const confirm = page.getByLabel('These dates are in the past: I confirm this request', { exact: true });
    await expect(confirm).toBeVisible();
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    await expect(confirm).toHaveAccessibleDescription(new RegExp(messages.pastDates));
    await screenshot(page, { path: `/tmp/leave-past-390.png`, fullPage: true });
    await confirm.check();
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    await expect(page.getByRole('row', { name: new RegExp(reason) })).toContainText('Pending');
    await expect(confirm).toBeHidden();
  });

  test(`shows a field's server error once, on its field, with no toast (1280 px)`, async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 409/);
    const session = await signInAsNewEmployee(page);
    const day = addDays(randomWorkingWeek(3, 100), 3);
    const booked = await page.request.post('/CRM/ApplyLeave', {
      data: { leaveType: 'unpaid', fromDate: day, toDate: day, reason: 'Booked first' },
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(booked.status()).toBe(201);

    await openAt(page, WIDTHS[1], '/apply-leave');
    await fillLeave(page, 'Unpaid leave', day, addDays(day, 1), 'Booked twice');
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription(
      new RegExp(messages.overlap),
    );
    // Had a toast been raised, its library would have loaded by now and shown it.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(messages.overlap)).toHaveCount(1);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await screenshot(page, { path: `/tmp/leave-error-once-1280.png`, fullPage: true });
  });
});

test.describe('leave dates', () => {
  test('dates before 2000 or over two years ahead are refused on their fields, as the server refuses them', async ({
    page,
  }) => {
    await signInAsNewEmployee(page);
    await openAt(page, WIDTHS[1], '/apply-leave');
    await fillLeave(page, 'Unpaid leave', '1900-01-01', '9999-12-30', `Far away ${stamp()}`);
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    for (const label of ['From', 'To']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
        new RegExp(PORTAL_MESSAGES.dateOutOfRange),
      );
    }
    await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('min', '2000-01-01');
    await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('max', latestEnteredDate());
  });
});

test.describe('sick leave certificate', () => {
  test.use({ signedInAs: 'employee' });
  test(`sick leave over three days needs a certificate, which Manny opens (1280 px)`, async ({
    page,
    pageAs,
  }) => {
    // A working week ahead without holidays: no overlap with anything else of Dana's
    // (back-office-approvals.spec.ts books her leave within the next 40 weeks).
    const from = randomWorkingWeek(40, 99);
    const to = addDays(from, 4);
    const reason = `Flu ${stamp()}`;
    await openAt(page, WIDTHS[1], '/apply-leave');
    await fillLeave(page, 'Sick leave', from, to, reason);
    const certificate = page.getByLabel('Medical certificate', { exact: true });
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    await expect(certificate).toHaveAccessibleDescription(new RegExp(messages.certificate));
    await expect(page.getByRole('link', { name: 'handbook: sick leave' })).toHaveAttribute(
      'href',
      /#sick-leave$/,
    );
    await screenshot(page, {
      path: `/tmp/leave-certificate-required-1280.png`,
      fullPage: true,
    });
    await certificate.setInputFiles({ name: 'doctor-note.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    const row = page.getByRole('row', { name: new RegExp(reason) });
    await expect(row).toContainText('Pending');
    await expect(row.getByRole('button', { name: /^View certificate/ })).toBeVisible();

    const manny = await pageAs('manager', { viewport: WIDTHS[1] });
    await manny.page.goto('/back-office/approvals');
    await waitForHydration(manny.page);
    const waiting = manny.page
      .getByRole('region', { name: 'Leave' })
      .getByRole('row', { name: new RegExp(reason) });
    await expect(waiting).toContainText('5 days');
    const served = manny.page.waitForResponse((response) =>
      response.url().includes('/CRM/GetLeaveCertificate'),
    );
    await waiting.getByRole('button', { name: /^View certificate/ }).click();
    expect((await served).status()).toBe(200);
    // Shown in place (an image here), with its download beside it.
    const viewer = manny.page.getByRole('dialog', { name: 'Certificate: doctor-note.png' });
    await expect(viewer.getByRole('img', { name: 'Certificate: doctor-note.png' })).toBeVisible();
    await screenshot(manny.page, {
      path: `/tmp/shots-claims31/leave-approvals-certificate-1280.png`,
    });
    const download = manny.page.waitForEvent('download');
    await viewer.getByRole('link', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('doctor-note.png');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await expect(waiting.getByRole('button', { name: /^View certificate/ })).toBeFocused();

    // The same certificate from the link in Manny's e-mail, which needs no sign-in.
    const [alert] = await waitForMail(
      'manny.manager@example.com',
      new RegExp(`^For your approval: Dana Employee's leave request for ${shown(from)} to ${shown(to)}`),
    );
    const link = /\/decide\/[A-Za-z0-9_-]{43}/.exec(alert?.text ?? '')?.[0];
    if (!link) throw new Error(`no approval link in ${alert?.text ?? 'no alert'}`);
    await manny.page.goto(link);
    await manny.page.getByRole('button', { name: 'View certificate', exact: true }).click();
    const fromMail = manny.page.getByRole('dialog', { name: 'Certificate: doctor-note.png' });
    await expect(fromMail.getByRole('img', { name: 'Certificate: doctor-note.png' })).toBeVisible();
    await manny.close();
  });
});
