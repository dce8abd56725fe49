import type { Page } from '@playwright/test';
import { addDays, mondayOf, todayIsoDate } from '@smartmove/contract';
import { expect, test, waitForHydration } from '../support/fixtures';
import { hoursBox } from '../support/time-sheets';
import { between, randomMonday, randomWorkingWeek, stamp, shown } from '../support/values';
import { waitForMail } from '../support/mail';
import { screenshot } from '../support/screenshots';

const DANA_EMAIL = 'dana.employee@example.com';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

test.describe('approvals', () => {
  test.use({ signedInAs: 'employee' });
  // Each test is two people's screens one after the other (the author's, the approver's, the author's again).
  test.describe.configure({ timeout: 90_000 });

  test("Manny approves Dana's time sheet, which she then sees approved and can no longer edit", async ({
    page,
    pageAs,
  }) => {
    // A week of hers years ago, picked at random: reruns and other tests never meet it.
    const week = addDays(mondayOf(todayIsoDate()), -7 * between(300, 1200));
    await open(page, `/new-time-sheet?week=${week}`);
    await page.getByLabel('Project 1', { exact: true }).selectOption('Retail analytics');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await hoursBox(page, day).fill('7.5');
    }
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(/\/time-sheet$/);

    const manny = await pageAs('manager');
    await open(manny.page, '/back-office/approvals');
    await expect(manny.page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
    const label = `time sheet of Dana Employee, week of ${shown(week)}`;
    const row = manny.page
      .getByRole('region', { name: 'Time sheets' })
      .getByRole('row')
      .filter({ has: manny.page.getByRole('button', { name: `Approve ${label}`, exact: true }) });
    await expect(row).toContainText('Dana Employee');
    await expect(row).toContainText('37.5 h');
    await expect(row).toContainText('Retail analytics');
    await expect(row.getByRole('button', { name: 'Reject', exact: false })).toHaveText('Reject');
    await screenshot(manny.page, { path: '/tmp/approvals-page.png', fullPage: true });
    await row.getByRole('button', { name: `Approve ${label}`, exact: true }).click();
    await expect(
      manny.page.getByText(`Time sheet of Dana Employee, week of ${shown(week)} approved`),
    ).toBeVisible();
    await expect(manny.page.getByRole('button', { name: `Approve ${label}`, exact: true })).toHaveCount(0);
    await manny.close();

    await waitForMail(DANA_EMAIL, new RegExp(`^Approved: your time sheet for the week of ${shown(week)}`));

    await open(page, `/new-time-sheet?week=${week}`);
    await expect(
      page.getByText(/^Approved by Manny Manager on .*: this week can no longer be changed\.$/),
    ).toBeVisible();
    await expect(page.getByLabel('Project 1', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
    await screenshot(page, { path: '/tmp/approvals-dana-time-sheet.png', fullPage: true });
  });

  test('Manny rejects a time sheet with a reason; Dana reads it, corrects the week and sends it again', async ({
    page,
    pageAs,
  }) => {
    // Another week of hers years ago, before those of the test above (dates start on 2000-01-01).
    const week = randomMonday(-1390, -1210);
    await open(page, `/new-time-sheet?week=${week}`);
    await page.getByLabel('Project 1', { exact: true }).selectOption('Internal training');
    await hoursBox(page, 'Monday').fill('12');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(/\/time-sheet$/);

    const manny = await pageAs('manager');
    await open(manny.page, '/back-office/approvals');
    const label = `time sheet of Dana Employee, week of ${shown(week)}`;
    await manny.page.getByRole('button', { name: `Reject ${label}`, exact: true }).click();
    const dialog = manny.page.getByRole('dialog', { name: `Reject ${label}?` });
    await dialog.getByLabel('Reason', { exact: true }).fill('Monday was a public holiday');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(
      manny.page.getByText(`Time sheet of Dana Employee, week of ${shown(week)} rejected`),
    ).toBeVisible();
    await manny.close();

    await open(page, `/new-time-sheet?week=${week}`);
    await expect(
      page.getByText(/^Rejected by Manny Manager on .*\. Correct the week and submit it again\.$/),
    ).toBeVisible();
    await expect(page.getByText('Rejection reason: Monday was a public holiday')).toBeVisible();
    await hoursBox(page, 'Monday').fill('0');
    await hoursBox(page, 'Tuesday').fill('8');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(/\/time-sheet$/);
    // Dana's list holds many weeks: the week itself says it is waiting again.
    await open(page, `/new-time-sheet?week=${week}`);
    await expect(page.getByText(/This week was submitted on .* and can no longer be changed/)).toBeVisible();
  });

  test('Manny rejects a leave request with a reason, which Dana reads', async ({ page, pageAs }) => {
    // One unpaid day on a random Wednesday within 40 weeks: no balance needed, no overlap with anything
    // (leave.spec.ts books Dana's sick leave 40 to 99 weeks ahead).
    const day = addDays(randomWorkingWeek(5, 39), 2);
    const purpose = `Moving house ${stamp()}`;
    await open(page, '/apply-leave');
    await page.getByLabel('Leave type', { exact: true }).selectOption({ label: 'Unpaid leave' });
    await page.getByLabel('From', { exact: true }).fill(day);
    await page.getByLabel('To', { exact: true }).fill(day);
    await page.getByLabel('Reason', { exact: true }).fill(purpose);
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    await expect(page.getByRole('row', { name: new RegExp(purpose) })).toContainText('Pending');

    const manny = await pageAs('manager');
    await open(manny.page, '/back-office/approvals');
    const label = `leave of Dana Employee, ${shown(day)}`;
    const row = manny.page
      .getByRole('region', { name: 'Leave' })
      .getByRole('row', { name: new RegExp(purpose) });
    await expect(row).toContainText('Dana Employee');
    await expect(row).toContainText('1 day');
    await row.getByRole('button', { name: `Reject ${label}`, exact: true }).click();

    const dialog = manny.page.getByRole('dialog', { name: `Reject ${label}?` });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog.getByLabel('Reason', { exact: true })).toHaveAccessibleDescription(
      /Please enter the reason for rejecting/,
    );
    await dialog.getByLabel('Reason', { exact: true }).fill('We are short-staffed that week');
    await screenshot(manny.page, { path: '/tmp/approvals-reject-dialog.png' });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(manny.page.getByText(`Leave of Dana Employee, ${shown(day)} rejected`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await manny.close();

    await open(page, '/apply-leave');
    const mine = page.getByRole('row', { name: new RegExp(purpose) });
    await expect(mine).toContainText('Rejected');
    await expect(mine).toContainText('Rejected by Manny Manager');
    await expect(mine).toContainText('Rejection reason: We are short-staffed that week');
    await screenshot(page, { path: '/tmp/approvals-dana-leave.png', fullPage: true });
    const [mail] = await waitForMail(DANA_EMAIL, /^Rejected: your leave request/);
    expect(mail?.text).toContain('Reason: We are short-staffed that week');
  });

  test('Manny opens a claim’s receipt, approves the claim and marks it paid; Dana sees it paid', async ({
    page,
    pageAs,
  }) => {
    const description = `Train to the client ${stamp()}`;
    await open(page, '/employee-claims');
    await page.getByLabel('Expense date', { exact: true }).fill(addDays(todayIsoDate(), -2));
    await page.getByLabel('Category', { exact: true }).selectOption('Travel');
    await page.getByLabel('Amount', { exact: true }).fill('42.10');
    await page.getByLabel('Currency', { exact: true }).selectOption('USD');
    await page.getByLabel('Description', { exact: true }).fill(description);
    await page
      .getByLabel('Receipt', { exact: true })
      .setInputFiles({ name: 'train-ticket.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect(page.getByRole('row', { name: new RegExp(description) })).toContainText('Submitted');

    const manny = await pageAs('manager');
    await open(manny.page, '/back-office/approvals');
    const row = manny.page
      .getByRole('region', { name: 'Claims' })
      .getByRole('row', { name: new RegExp(description) });
    await expect(row).toContainText('$42.10');
    await expect(row).toContainText('Dana Employee');

    const receipt = manny.page.waitForResponse((response) => response.url().includes('/CRM/GetClaimReceipt'));
    await row.getByRole('button', { name: /^View receipt/ }).click();
    expect((await receipt).status()).toBe(200);
    // Shown in place, with its download beside it.
    const viewer = manny.page.getByRole('dialog', { name: 'Receipt: train-ticket.png' });
    const download = manny.page.waitForEvent('download');
    await viewer.getByRole('link', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('train-ticket.png');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    // Focus goes back to the button that opened the viewer (disabled while the receipt loaded).
    await expect(row.getByRole('button', { name: /^View receipt/ })).toBeFocused();

    await row.getByRole('button', { name: /^Approve claim of Dana Employee/ }).click();
    await expect(row).toContainText('Approved');
    await row.getByRole('button', { name: /^Mark paid/ }).click();
    await expect(manny.page.getByText(/^Claim of Dana Employee, \$42\.10 on .* marked paid$/)).toBeVisible();
    await expect(row).toHaveCount(0);
    await manny.close();

    await open(page, '/employee-claims');
    const mine = page.getByRole('row', { name: new RegExp(description) });
    await expect(mine).toContainText('Paid');
    await expect(mine).toContainText('Approved by Manny Manager');
    await screenshot(page, { path: '/tmp/approvals-dana-claims.png', fullPage: true });
    await waitForMail(DANA_EMAIL, /^Paid: your \$42\.10 travel claim/);
  });
});
