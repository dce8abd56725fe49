import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayIsoDate } from '@smartmove/contract';
import { axeScan, WCAG_TAGS } from '../support/axe';
import { expect, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { adminToken, registerAccount, storeSession } from '../support/session';
import { screenshot } from '../support/screenshots';

/** Issue 21, claims: the author opens a claim's receipt again and reads its reimbursement progress. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function addClaim(request: APIRequestContext, token: string, description: string, receipt: string) {
  const response = await request.post('/CRM/AddExpense', {
    headers: bearer(token),
    multipart: {
      expenseDate: addDays(todayIsoDate(), -3),
      category: 'Travel',
      amount: '25.50',
      currency: 'USD',
      description,
      receipt: { name: receipt, mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function decide(
  request: APIRequestContext,
  id: string,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  const response = await request.post('/CRM/DecideApproval', {
    headers: bearer(await adminToken()),
    data: { kind: 'claim', ids: [id], decision, ...(reason ? { reason } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function progressOf(page: Page, description: string) {
  return page
    .getByRole('row', { name: new RegExp(description) })
    .getByRole('list', { name: 'Reimbursement progress' });
}

test(`the author opens each claim's receipt and follows its reimbursement (390 px)`, async ({ page }) => {
  const { session } = await registerAccount(page.request, 'employee', { name: 'Cleo Claimant' });
  const token = session.token;
  const paid = await addClaim(page.request, token, 'Paid taxi', 'paid-taxi.png');
  await decide(page.request, paid, 'approve');
  const markPaid = await page.request.post('/CRM/MarkClaimPaid', {
    headers: bearer(await adminToken()),
    data: { id: paid },
  });
  expect(markPaid.status()).toBe(200);
  const rejected = await addClaim(page.request, token, 'Rejected dinner', 'dinner.png');
  await decide(page.request, rejected, 'reject', 'Personal meal');
  await addClaim(page.request, token, 'Waiting train', 'train-ticket.png');

  await page.setViewportSize(WIDTHS[0]);
  await storeSession(page, session);
  await page.goto('/employee-claims');
  await waitForHydration(page);

  const paidSteps = progressOf(page, 'Paid taxi').getByRole('listitem');
  await expect(paidSteps).toHaveText([
    /^Submitted \w{3} \d+, \d{4}$/,
    /^Approved by Ada Admin, /,
    /^Paid \w{3}/,
  ]);
  await expect(paidSteps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(progressOf(page, 'Paid taxi').locator('[aria-current]')).toHaveCount(1);

  const rejectedSteps = progressOf(page, 'Rejected dinner').getByRole('listitem');
  await expect(rejectedSteps).toHaveText([/^Submitted /, /^Rejected by Ada Admin, .*Reason: Personal meal$/]);
  await expect(rejectedSteps.nth(1)).toHaveAttribute('aria-current', 'step');

  const waitingSteps = progressOf(page, 'Waiting train').getByRole('listitem');
  await expect(waitingSteps).toHaveText([/^Submitted /, 'Approved Waiting', 'Paid Not yet']);
  await expect(waitingSteps.nth(0)).toHaveAttribute('aria-current', 'step');

  const row = page.getByRole('row', { name: /Waiting train/ });
  const receipt = page.waitForResponse((response) => response.url().includes('/CRM/GetExpenseReceipt'));
  await row.getByRole('button', { name: 'View receipt train-ticket.png' }).click();
  expect((await receipt).status()).toBe(200);
  // Shown in place, with its download beside it.
  const viewer = page.getByRole('dialog', { name: 'Receipt: train-ticket.png' });
  await expect(viewer.getByRole('img', { name: 'Receipt: train-ticket.png' })).toBeVisible();
  const download = page.waitForEvent('download');
  await viewer.getByRole('link', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('train-ticket.png');
  expect((await axeScan(page, WCAG_TAGS).analyze()).violations).toEqual([]);
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, { path: `/tmp/bench-helper-claims-390.png`, fullPage: true });
});
