import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { PAYSLIP_MESSAGES, PORTAL_MESSAGES } from '@smartmove/contract';
import { expect, test, tokenOf, waitForHydration } from '../support/fixtures';
import { screenshot } from '../support/screenshots';

const DANA_ID = '00000000-0000-4000-8000-000000000001';

/** A small, real PDF with a marker of its own, to tell its bytes from any other payslip's. */
function payslipPdf(marker: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${marker}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** A past month no other test picks ('YYYY-MM', 2001–2019): one payslip per employee and month. */
function uniqueMonth(): string {
  const year = 2001 + Math.floor(Math.random() * 19);
  const month = 1 + Math.floor(Math.random() * 12);
  return `${year}-${String(month).padStart(2, '0')}`;
}

function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

test.describe('payslips', () => {
  test.use({ signedInAs: 'admin' });

  test('Ada Admin uploads a payslip for Dana Employee, who downloads that PDF from /payslips', async ({
    page,
    pageAs,
  }) => {
    const month = uniqueMonth();
    const pdf = payslipPdf(`dana ${month} ${Date.now()}`);
    await open(page, '/back-office/payslips');
    await expect(page.getByRole('heading', { level: 1, name: 'Payslips' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Upload payslip' });
    await form.getByRole('button', { name: 'Upload payslip' }).click();
    await expect(form.getByLabel('Employee', { exact: true })).toHaveAccessibleDescription(
      PAYSLIP_MESSAGES.employee,
    );
    await expect(form.getByLabel('Month', { exact: true })).toHaveAccessibleDescription(
      PAYSLIP_MESSAGES.month,
    );
    await expect(form.getByLabel('File', { exact: true })).toHaveAccessibleDescription(
      new RegExp(PAYSLIP_MESSAGES.file),
    );

    await form.getByLabel('Employee', { exact: true }).selectOption({ label: 'Dana Employee' });
    await form.getByLabel('Month', { exact: true }).fill(month);
    await form
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: `payslip-${month}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'Upload payslip' }).click();
    await expect(page.getByText(`Dana Employee's payslip for ${monthLabel(month)}`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`Dana Employee.*${monthLabel(month)}`) });
    await expect(row).toContainText(`payslip-${month}.pdf`);
    await expect(row).toContainText('Ada Admin');
    await screenshot(page, { path: '/tmp/back-office-payslips.png', fullPage: true });

    const { page: dana } = await pageAs('employee', { url: '/payslips' });
    await expect(dana.getByRole('heading', { level: 1, name: 'Payslips' })).toBeVisible();
    await expect(
      dana.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Payslips' }),
    ).toHaveAttribute('aria-current', 'page');
    await screenshot(dana, { path: '/tmp/portal-payslips.png', fullPage: true });
    const download = dana.waitForEvent('download');
    await dana.getByRole('button', { name: `Download ${monthLabel(month)}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`payslip-${month}.pdf`);
    expect(fs.readFileSync(await file.path()).equals(pdf)).toBe(true);
  });

  test("nobody but Dana gets her payslip: the partner cannot open /payslips, another user's token gets 404", async ({
    pageAs,
    demoSessions,
    request,
  }) => {
    const month = uniqueMonth();
    const pdf = payslipPdf(`private ${month} ${Date.now()}`);
    const uploaded = await request.post('/CRM/UploadPayslip', {
      headers: { authorization: `Bearer ${await tokenOf(demoSessions, 'admin')}` },
      multipart: {
        employee: DANA_ID,
        month,
        file: { name: 'payslip.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };

    for (const person of ['recruiter', 'admin'] as const) {
      const refused = await request.get(`/CRM/GetPayslip?id=${id}`, {
        headers: { authorization: `Bearer ${await tokenOf(demoSessions, person)}` },
      });
      expect(refused.status()).toBe(404);
      expect((await refused.body()).includes(pdf)).toBe(false);
    }
    const own = await request.get(`/CRM/GetPayslip?id=${id}`, {
      headers: { authorization: `Bearer ${await tokenOf(demoSessions, 'employee')}` },
    });
    expect(own.status()).toBe(200);
    expect((await own.body()).equals(pdf)).toBe(true);

    const { page: partner } = await pageAs('partner', { url: '/payslips' });
    await expect(partner.getByRole('alert')).toContainText(PORTAL_MESSAGES.roleNotAllowed);
    await expect(
      partner.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Payslips' }),
    ).toHaveCount(0);
  });

  const PHONE = { width: 390, height: 844 };

  test(`a payslip uploaded as "resume.pdf" reaches Dana as payslip-YYYY-MM.pdf; Ada removes it (390 px)`, async ({
    page,
    pageAs,
    demoSessions,
    request,
  }) => {
    const month = uniqueMonth();
    const pdf = payslipPdf(`misfiled ${month} ${Date.now()}`);
    const uploaded = await request.post('/CRM/UploadPayslip', {
      headers: { authorization: `Bearer ${await tokenOf(demoSessions, 'admin')}` },
      multipart: {
        employee: DANA_ID,
        month,
        file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);

    // Dana sees and saves it under the month's name, never the uploader's.
    const dana = await pageAs('employee', { url: '/payslips', viewport: PHONE });
    const mine = dana.page.getByRole('row', { name: new RegExp(monthLabel(month)) });
    await expect(mine).toContainText(`payslip-${month}.pdf`);
    await expect(dana.page.getByRole('main')).not.toContainText('resume.pdf');
    await screenshot(dana.page, {
      path: `/tmp/shots-claims31/portal-payslips-390.png`,
      fullPage: true,
    });
    const download = dana.page.waitForEvent('download');
    await dana.page.getByRole('button', { name: `Download ${monthLabel(month)}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`payslip-${month}.pdf`);
    expect(fs.readFileSync(await file.path()).equals(pdf)).toBe(true);
    await dana.close();

    // Filed by mistake: Ada removes it, after confirming.
    await page.setViewportSize(PHONE);
    await open(page, '/back-office/payslips');
    const label = `Dana Employee's payslip for ${monthLabel(month)}`;
    const row = page.getByRole('row', { name: new RegExp(`Dana Employee.*${monthLabel(month)}`) });
    await expect(row).toContainText('Uploaded as resume.pdf');
    await row.getByRole('button', { name: `Remove ${label}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${label}?` });
    await expect(dialog).toBeVisible();
    await screenshot(page, { path: `/tmp/shots-claims31/back-office-payslip-remove-390.png` });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText(`${label} removed`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await screenshot(page, {
      path: `/tmp/shots-claims31/back-office-payslips-390.png`,
      fullPage: true,
    });

    const { id } = (await uploaded.json()) as { id: string };
    const gone = await request.get(`/CRM/GetPayslip?id=${id}`, {
      headers: { authorization: `Bearer ${await tokenOf(demoSessions, 'employee')}` },
    });
    expect(gone.status()).toBe(404);
  });
});
