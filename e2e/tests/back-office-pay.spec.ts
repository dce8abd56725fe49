import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, waitForHydration } from '../support/fixtures';
import { screenshot } from '../support/screenshots';

/**
 * Pay and margin (issue 63): on a fresh start Fiona Finance sees Parker Partner's paid vendor bill, generates
 * and approves the next one, reads the margin by client and consultant and exports it; Parker sees his own
 * bills on his Bills page. The demo data holds Casey Contractor's C2C weeks through Parker and Dana Employee's
 * W-2 weeks with Contoso Retail.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('pay and margin (desktop, 1280 px)', () => {
  test.use({ signedInAs: 'finance', viewport: DESKTOP });

  test("Fiona sees Parker's paid bill, generates the next and approves it", async ({ page }) => {
    await open(page, '/back-office/vendor-bills');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor bills' })).toBeVisible();
    const bills = page.getByRole('table', { name: 'Vendor bills, newest first' });
    await expect(bills).toContainText('Parker Partner');
    await expect(bills).toContainText('Paid');
    await expect(bills).toContainText('$6,800.00');

    await page.getByRole('button', { name: 'Generate vendor bills' }).click();
    await expect(page.getByText(/draft vendor bills? made or refreshed/)).toBeVisible();
    await expect(bills).toContainText('Draft');
    await page
      .getByRole('button', { name: /^Approve the bill of Parker Partner/ })
      .first()
      .click();
    await expect(page.getByText('Vendor bill approved')).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^Mark paid the bill of Parker Partner/ }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'vendor bills');
    await screenshot(page, { path: `/tmp/vendor-bills-${DESKTOP.width}.png`, fullPage: true });
  });

  test('Fiona reads the margin by client and by consultant and exports it as CSV', async ({ page }) => {
    await open(page, '/back-office/margin');
    await expect(page.getByRole('heading', { level: 1, name: 'Margin' })).toBeVisible();
    await page.getByLabel('From').fill('2026-08-31');
    await page.getByLabel('To', { exact: true }).fill('2026-09-30');
    await page.getByRole('button', { name: 'Show margin' }).click();
    const table = page.getByRole('table', { name: 'Margin by client and currency' });
    await expect(table).toContainText('Contoso Retail');
    await expect(table).toContainText('Deccan Logistics Pvt Ltd');

    await page.getByLabel('Group by').selectOption('consultant');
    await page.getByRole('button', { name: 'Show margin' }).click();
    const byConsultant = page.getByRole('table', { name: 'Margin by consultant and currency' });
    // Dana Employee: 120 h at $95 bill and $70 pay.
    await expect(byConsultant.getByRole('row', { name: /Dana Employee/ })).toContainText('$11,400.00');
    await expect(byConsultant.getByRole('row', { name: /Dana Employee/ })).toContainText('26.32%');
    await expectNoAxeViolations(page, 'margin');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = `/tmp/margin-${Date.now()}.csv`;
    await (await download).saveAs(file);
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv).toContain('Group,Currency,Hours,Billed,Cost,Margin,Margin %');
    expect(csv).toContain('Dana Employee,USD,120.00,11400.00,8400.00,3000.00,26.32');
    await screenshot(page, { path: `/tmp/margin-${DESKTOP.width}.png`, fullPage: true });
  });
});

test.describe('pay and margin (phone, 390 px)', () => {
  test.describe('finance', () => {
    test.use({ signedInAs: 'finance', viewport: PHONE });

    test('vendor bills and margin fit a phone at 390 px', async ({ page }) => {
      await open(page, '/back-office/vendor-bills');
      await expect(page.getByRole('table', { name: 'Vendor bills, newest first' })).toContainText(
        'Parker Partner',
      );
      await expectNoSidewaysScroll(page);
      await open(page, '/back-office/margin');
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshot(page, { path: `/tmp/margin-${PHONE.width}.png`, fullPage: true });
    });
  });

  test.describe('partner', () => {
    test.use({ signedInAs: 'partner', viewport: PHONE });

    test('Parker sees only his own bills and their status on Bills at 390 px', async ({ page }) => {
      await open(page, '/bills');
      await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
      const bills = page.getByRole('table', { name: 'Your bills, newest first' });
      await expect(bills).toContainText('Paid');
      await expect(bills).toContainText('$6,800.00');
      await expect(bills).not.toContainText('Test Partner');
      await expect(page.getByRole('button', { name: /^(Approve|Mark paid)/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, 'bills');
      await screenshot(page, { path: `/tmp/bills-${PHONE.width}.png`, fullPage: true });
    });
  });
});
