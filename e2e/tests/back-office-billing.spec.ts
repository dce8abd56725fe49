import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { BILLING_MESSAGES, NOT_BILLABLE_LABEL } from '@smartmove/contract';
import { expect, test, waitForHydration } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { screenshot } from '../support/screenshots';

/**
 * Billing (issue 62): Fiona Finance generates the demo clients' invoices from approved hours on a fresh start,
 * issues Contoso Retail's, sends it, downloads its PDF and records its payment; at a phone's width she adds a
 * client and a placement. The demo data holds approved weeks of Dana Employee on "Retail analytics".
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

test.describe('billing (desktop, 1280 px)', () => {
  test.use({ signedInAs: 'finance', viewport: DESKTOP });

  test('Fiona generates, issues, sends and gets paid for the demo client invoice', async ({ page }) => {
    await open(page, '/back-office/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByRole('heading', { name: NOT_BILLABLE_LABEL })).toBeVisible();

    const generate = page.getByRole('form', { name: 'Generate invoices' });
    await generate.getByRole('button', { name: 'Generate invoices' }).click();
    await expect(page.getByText(/draft invoices? made or refreshed/)).toBeVisible();

    await page.getByRole('link', { name: 'Contoso Retail' }).first().click();
    await expect(page.getByRole('heading', { name: /Invoice for Contoso Retail/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Invoice lines' })).toContainText('Retail analytics');
    await expect(page.getByRole('table', { name: 'Invoice lines' })).toContainText('$95.00');
    await screenshot(page, { path: `/tmp/billing-draft-${DESKTOP.width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    const confirmIssue = page.getByRole('dialog', { name: 'Issue this invoice?' });
    await confirmIssue.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(page.getByText('Invoice issued')).toBeVisible();
    const heading = page.getByRole('heading', { name: /Invoice for Contoso Retail: SMUS-\d{4}-\d{4}/ });
    await expect(heading).toBeVisible();
    const number = /SMUS-\d{4}-\d{4}/.exec((await heading.textContent()) ?? '')?.[0] ?? '';

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdfPath = `/tmp/billing-${number}.pdf`;
    await (await download).saveAs(pdfPath);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain(number);
    expect(text).toContain('Contoso Retail');
    fs.rmSync(pdfPath, { force: true });

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Send this invoice?' })
      .getByRole('button', { name: 'Send' })
      .click();
    await expect(page.getByText('Invoice sent')).toBeVisible();
    const [sent] = await waitForMail('ap@contoso.example', new RegExp(number));
    expect(sent?.subject).toContain(number);

    await page.getByRole('button', { name: 'Record payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Record payment' });
    expect(await payment.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await payment.getByLabel('Amount (USD)').fill('');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(payment.getByLabel('Amount (USD)')).toHaveAccessibleDescription(
      /Please enter the amount paid/,
    );
    await payment.getByLabel('Amount (USD)').fill('100.00');
    await payment.getByLabel('Reference').fill('ACH 4471');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('Payment of $100.00 recorded')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Payments received' })).toContainText('ACH 4471');
    await expect(page.getByText('Partly paid')).toBeVisible();
    await screenshot(page, { path: `/tmp/billing-invoice-${DESKTOP.width}.png`, fullPage: true });

    await open(page, '/back-office/invoices');
    await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Partly paid');
  });
});

test.describe('billing (phone, 390 px)', () => {
  test.use({ signedInAs: 'finance', viewport: PHONE });

  test('Fiona adds a client and places a consultant with her on a phone', async ({ page }) => {
    const client = `Harbor Foods ${Date.now().toString(36)}`;
    await open(page, '/back-office/clients');
    const form = page.getByRole('form', { name: 'Add client' });
    await form.getByRole('button', { name: 'Add client' }).click();
    await expect(form.getByLabel('Client name')).toHaveAccessibleDescription(BILLING_MESSAGES.clientName);
    await form.getByLabel('Client name').fill(client);
    await form.getByLabel('Billing e-mails').fill('ap@harbor.test');
    await form.getByLabel('Address').fill('1 Pier Way\nSeattle, WA 98101');
    await form.getByRole('button', { name: 'Add client' }).click();
    await expect(page.getByText(`Client ${client} added`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: client })).toContainText('Net 30');
    await expectNoSidewaysScroll(page);
    await screenshot(page, { path: `/tmp/billing-clients-${PHONE.width}.png`, fullPage: true });

    await open(page, '/back-office/placements');
    const placement = page.getByRole('form', { name: 'Add placement' });
    await placement.getByLabel('Client').selectOption({ label: client });
    await placement.getByLabel('Consultant').selectOption({ label: 'Dana Employee' });
    await placement.getByLabel('Project').fill('Harbor data platform');
    await placement.getByLabel('Start date').fill('2026-11-02');
    await placement.getByLabel('Bill rate per hour').fill('abc');
    await placement.getByRole('button', { name: 'Add placement' }).click();
    await expect(placement.getByLabel('Bill rate per hour')).toHaveAccessibleDescription(/such as 95\.00/);
    await placement.getByLabel('Bill rate per hour').fill('120.00');
    await placement.getByLabel('Pay rate per hour').fill('85.50');
    await placement.getByRole('button', { name: 'Add placement' }).click();
    await expect(page.getByText('Placement on Harbor data platform added')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Harbor data platform' });
    await expect(row).toContainText('$120.00 bill / $85.50 pay');

    await row.getByRole('button', { name: 'Change rates of Dana Employee' }).click();
    const rates = page.getByRole('dialog', { name: 'Change rates of Dana Employee' });
    await rates.getByLabel('Rates from').fill('2026-12-01');
    await rates.getByLabel('Bill rate per hour').fill('125.00');
    await rates.getByLabel('Pay rate per hour').fill('88.00');
    await rates.getByRole('button', { name: 'Change rates' }).click();
    await expect(rates).toBeHidden();
    await expect(row).toContainText('$125.00 bill / $88.00 pay');
    await expectNoSidewaysScroll(page);
    await screenshot(page, { path: `/tmp/billing-placements-${PHONE.width}.png`, fullPage: true });

    await open(page, '/back-office/invoices');
    await expect(page.getByRole('heading', { name: NOT_BILLABLE_LABEL })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, { path: `/tmp/billing-invoices-${PHONE.width}.png`, fullPage: true });
  });
});

test.describe('a claim billed to a client (desktop, 1280 px)', () => {
  test.use({ signedInAs: 'employee', viewport: DESKTOP });

  test('Dana bills a claim to the client she is placed with', async ({ page }) => {
    const description = `Client workshop parking ${Date.now().toString(36)}`;
    await open(page, '/employee-claims');
    const form = page.getByRole('form', { name: 'New claim' });
    await form.getByLabel('Category').selectOption('Travel');
    await form.getByLabel('Amount').fill('18.40');
    await form.getByLabel('Description').fill(description);
    await expect(form.getByLabel('Bill to client')).toHaveAccessibleDescription(/next invoice at cost/);
    await form.getByLabel('Bill to client').selectOption({ label: 'Contoso Retail' });
    await form.getByLabel('Receipt').setInputFiles({
      name: 'parking.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    });
    const saved = page.waitForResponse((response) => response.url().includes('/CRM/AddExpense'));
    await form.getByRole('button', { name: 'Submit claim' }).click();
    const answer = (await (await saved).json()) as { billToClientName: string | null; amount: number };
    expect(answer).toMatchObject({ billToClientName: 'Contoso Retail', amount: 1840 });
    await expect(page.getByText('Claim of $18.40 submitted')).toBeVisible();
    await screenshot(page, { path: `/tmp/billing-claim-${DESKTOP.width}.png`, fullPage: true });
  });
});
