import type { APIRequestContext } from '@playwright/test';
import { addDays, formatDate, todayIsoDate } from '@smartmove/contract';
import { axeScan, WCAG_TAGS } from '../support/axe';
import { expect, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { adminToken, registerAccount, storeSession } from '../support/session';
import { screenshot } from '../support/screenshots';

/** Issue 60: the author withdraws a claim while it waits for approval, as a leave request is cancelled. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const EXPENSE_DATE = addDays(todayIsoDate(), -3);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function addClaim(request: APIRequestContext, token: string, description: string) {
  const response = await request.post('/CRM/AddExpense', {
    headers: bearer(token),
    multipart: {
      expenseDate: EXPENSE_DATE,
      category: 'Travel',
      amount: '31.40',
      currency: 'USD',
      description,
      receipt: { name: 'ticket.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The claims waiting for the admins (the approvers of an account without a manager). */
async function waitingForAdmins(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/CRM/GetApprovals?kind=claim&pageSize=100', {
    headers: bearer(await adminToken()),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Array<{ id: string }> }).items.map((item) => item.id);
}

for (const size of WIDTHS) {
  test(`the author withdraws a waiting claim after confirming (${size.width} px)`, async ({ page }) => {
    const { session } = await registerAccount(page.request, 'employee', { name: 'Wendy Withdrawer' });
    const description = `Cancelled trip ${size.width}`;
    const id = await addClaim(page.request, session.token, description);
    expect(await waitingForAdmins(page.request)).toContain(id);

    await page.setViewportSize(size);
    await storeSession(page, session);
    await page.goto('/employee-claims');
    await waitForHydration(page);

    const row = page.getByRole('row', { name: new RegExp(description) });
    const claim = `$31.40 on ${formatDate(EXPENSE_DATE)}`;
    const withdraw = row.getByRole('button', { name: `Withdraw, claim of ${claim}` });
    await withdraw.click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this claim?' });
    await expect(dialog).toContainText(`Your claim of ${claim} leaves your approver's queue`);
    // Cancel keeps it waiting.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole('listitem')).toHaveText([/^Submitted /, 'Approved Waiting', 'Paid Not yet']);

    await withdraw.click();
    await expect(dialog).toBeVisible();
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations).toEqual([]);
    await screenshot(page, { path: `/tmp/claim-withdraw-dialog-${size.width}.png` });
    const answered = page.waitForResponse((response) => response.url().includes('/CRM/WithdrawExpense'));
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByText(`Claim of ${claim} withdrawn`)).toBeVisible();

    const steps = row.getByRole('list', { name: 'Reimbursement progress' }).getByRole('listitem');
    await expect(steps).toHaveText([/^Submitted /, /^Withdrawn by you, \w{3} \d+, \d{4}$/]);
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(row.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
    expect(await waitingForAdmins(page.request)).not.toContain(id);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, { path: `/tmp/claim-withdrawn-${size.width}.png`, fullPage: true });
  });
}
