import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { addDays, todayIsoDate } from '@smartmove/contract';
import { expect, test, tokenOf, waitForHydration, WIDTHS } from '../support/fixtures';
import { stamp } from '../support/values';
import { screenshot } from '../support/screenshots';

/**
 * Issue 31, claims: "$42.50" is an amount; "View receipt" shows the receipt in place (the author's and the
 * approver's, who reads the claim beside it) with a download link; a rejected claim is edited and sent again.
 */

const SHOTS = '/tmp/shots-claims31';

/** A real PNG of a size worth looking at (a pale receipt with a dark band), made here. */
function receiptPng(width = 240, height = 320): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const band = y > 40 && y < 70 ? 60 : y % 24 < 2 && x > 20 && x < width - 20 ? 150 : 245;
      row.set([band, band, band === 245 ? 235 : band], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** The viewer shows the image itself (decoded, not a broken image), and a "Download" link saves it. */
async function expectReceiptShown(page: Page, fileName: string) {
  const viewer = page.getByRole('dialog', { name: `Receipt: ${fileName}` });
  await expect(viewer).toBeVisible();
  const image = viewer.getByRole('img', { name: `Receipt: ${fileName}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await expect(viewer.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', /^blob:/);
  const download = page.waitForEvent('download');
  await viewer.getByRole('link', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
  return viewer;
}

test.describe('claims', () => {
  test.use({ signedInAs: 'employee' });
  test.describe.configure({ timeout: 90_000 });

  test(`Dana claims "$42.50"; she and Manny view the receipt in place; rejected, she edits and resends it (1280 px)`, async ({
    page,
    pageAs,
    demoSessions,
  }) => {
    const description = `Client lunch ${stamp()}`;
    const fileName = `lunch-${stamp()}.png`;
    await page.setViewportSize(WIDTHS[1]);
    await open(page, '/employee-claims');
    await page.getByLabel('Expense date', { exact: true }).fill(addDays(todayIsoDate(), -2));
    await page.getByLabel('Category', { exact: true }).selectOption('Meals');
    await page.getByLabel('Amount', { exact: true }).fill('$42.50');
    await page.getByLabel('Description', { exact: true }).fill(description);
    await page
      .getByLabel('Receipt', { exact: true })
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: receiptPng() });
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect(page.getByText('Claim of $42.50 submitted')).toBeVisible();
    const mine = page.getByRole('row', { name: new RegExp(description) });
    await expect(mine).toContainText('$42.50');

    // The author's "View receipt": the image in the viewer, with its download beside it.
    const inline = page.waitForResponse((response) => response.url().includes('/CRM/GetExpenseReceipt'));
    await mine.getByRole('button', { name: `View receipt ${fileName}` }).click();
    const answer = await inline;
    expect(answer.url()).toContain('disposition=inline');
    expect(answer.headers()['content-disposition']).toMatch(/^inline;/);
    const ownViewer = await expectReceiptShown(page, fileName);
    await screenshot(page, { path: `${SHOTS}/portal-receipt-viewer-1280.png` });
    await ownViewer.getByRole('button', { name: 'Close' }).click();
    await expect(ownViewer).toBeHidden();
    await expect(mine.getByRole('button', { name: `View receipt ${fileName}` })).toBeFocused();

    // Manny sees the receipt beside the claim he decides on.
    const manny = await pageAs('manager', { viewport: WIDTHS[1] });
    await open(manny.page, '/back-office/approvals');
    const row = manny.page
      .getByRole('region', { name: 'Claims' })
      .getByRole('row', { name: new RegExp(description) });
    await expect(row).toContainText('$42.50');
    await row.getByRole('button', { name: /^View receipt/ }).click();
    const approverViewer = await expectReceiptShown(manny.page, fileName);
    await expect(approverViewer.getByRole('definition').filter({ hasText: '$42.50' })).toBeVisible();
    await expect(approverViewer).toContainText(description);
    await screenshot(manny.page, { path: `${SHOTS}/approvals-receipt-viewer-1280.png` });
    await approverViewer.getByRole('button', { name: 'Close' }).click();
    await expect(approverViewer).toBeHidden();
    await expect(row.getByRole('button', { name: /^View receipt/ })).toBeFocused();
    await manny.close();

    // Rejected (as the approvals spec rejects through the page), Dana corrects it and sends it again.
    const rows = await page.request.get('/CRM/GetExpenses?pageSize=50', {
      headers: { authorization: `Bearer ${await tokenOf(demoSessions, 'employee')}` },
    });
    const claim = ((await rows.json()) as { items: Array<{ id: string; description: string }> }).items.find(
      (item) => item.description === description,
    );
    expect(claim).toBeDefined();
    const managerToken = await tokenOf(demoSessions, 'manager');
    const rejected = await page.request.post('/CRM/DecideApproval', {
      headers: { authorization: `Bearer ${managerToken}` },
      data: { kind: 'claim', ids: [claim?.id], decision: 'reject', reason: 'The tip is not covered' },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);

    await open(page, '/employee-claims');
    const rejectedRow = page.getByRole('row', { name: new RegExp(description) });
    await expect(rejectedRow).toContainText('Reason: The tip is not covered');
    await rejectedRow.getByRole('button', { name: /^Edit and resend/ }).click();
    const form = page.getByRole('form', { name: 'Edit and resend claim' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Amount', { exact: true })).toHaveValue('42.50');
    await expect(form.getByLabel('Description', { exact: true })).toHaveValue(description);
    await expect(form.getByLabel('Category', { exact: true })).toHaveValue('Meals');
    await expect(form).toContainText('Rejected by Manny Manager: The tip is not covered');
    await screenshot(page, { path: `${SHOTS}/portal-claim-resend-1280.png` });
    await form.getByLabel('Amount', { exact: true }).fill('$1,038.00');
    await form.getByLabel('Description', { exact: true }).fill(`${description} without tip`);
    await form.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('Claim of $1,038.00 sent again')).toBeVisible();
    await expect(page.getByRole('form', { name: 'New claim' })).toBeVisible();
    const resent = page.getByRole('row', { name: new RegExp(`${description} without tip`) });
    await expect(resent).toContainText('$1,038.00');
    await expect(resent.getByRole('button', { name: /^Edit and resend/ })).toHaveCount(0);
    await expect(resent.getByRole('list', { name: 'Reimbursement progress' })).toContainText(
      'Approved Waiting',
    );

    // Waiting for Manny again.
    const waiting = await page.request.get('/CRM/GetApprovals?kind=claim&pageSize=100', {
      headers: { authorization: `Bearer ${managerToken}` },
    });
    const items = ((await waiting.json()) as { items: Array<{ id: string; status: string; amount: number }> })
      .items;
    expect(items.find((item) => item.id === claim?.id)).toMatchObject({
      status: 'submitted',
      // Minor units, as every amount the API answers.
      amount: 103_800,
    });
  });
});
