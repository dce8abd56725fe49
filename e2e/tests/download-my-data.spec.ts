import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_PATHS,
  DOWNLOAD_MY_DATA_ACTION,
  EXPORT_PERSONAL_DATA_ACTION,
  PRIVACY_NOTICE_VERSION,
} from '@smartmove/contract';
import { solveCaptcha } from '../support/captcha';
import { expect, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { DEMO_PHONES, requestSession } from '../support/session';
import { stamp } from '../support/values';
import { screenshot } from '../support/screenshots';
import { readDataZip, unzip } from '../support/zip';

/** A resume whose bytes are checked in the ZIP. */
const PDF = Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${'x'.repeat(2000)}\n%%EOF\n`);
const ZIP_NAME = /^personal-data-\d{4}-\d{2}-\d{2}\.zip$/;

interface Application {
  email: string;
  firstName: string;
  consentAt: string | null;
  noticeVersion: string | null;
  resume: { path: string } | null;
}

/** Applies to a job as the public apply page does; answers the e-mail and the status page's link. */
async function applyToJob(request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}@example.com`;
  const response = await request.post(API_PATHS.uaSubmitCandidate, {
    multipart: {
      FirstName: firstName,
      LastName: 'Downloader',
      Email: email,
      skillPosition: 'senior-data-engineer',
      LinkedIn: 'https://www.linkedin.com/in/downloader',
      pro_visastatus: '166110001',
      phoneNumber: '+16045550123',
      file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
    headers: { 'x-captcha-token': await solveCaptcha(request) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const [confirmation] = await waitForMail(email, /^Your application for /);
  const link = /\/my-application\/[A-Za-z0-9_-]{43}/.exec(confirmation!.text)?.[0];
  expect(link, confirmation!.text).toBeDefined();
  return { email, link: link! };
}

/** Clicks the button at each screen width and answers each download's data.json and files. */
async function downloadAtEachWidth(page: Page, name: string | RegExp) {
  const copies = [];
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(ZIP_NAME);
    copies.push(await readDataZip(download));
    await expect(button).toBeEnabled();
  }
  return copies;
}

test.describe('download my data', () => {
  test('an employee downloads their data from My profile', async ({ pageAs }) => {
    const { page, close } = await pageAs('employee', { url: '/myprofile' });
    await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
    for (const { data } of await downloadAtEachWidth(page, DOWNLOAD_MY_DATA_ACTION)) {
      expect(data.subject).toMatchObject({ kind: 'person' });
      expect(data.profile).toMatchObject({ name: 'Dana Employee', role: 'employee' });
      expect(Array.isArray(data.signIns) && data.signIns.length).toBeGreaterThan(0);
    }
    await close();
  });

  test('an applicant downloads their application and resume from the status page', async ({ pageAs }) => {
    const first = `Dora${stamp()}`;
    const { email, link } = await applyToJob((await pageAs(undefined)).page.request, first);
    const { page, close } = await pageAs(undefined, { url: link });
    await expect(page.getByRole('heading', { name: 'Your application', level: 1 })).toBeVisible();
    for (const { data, files } of await downloadAtEachWidth(page, DOWNLOAD_MY_DATA_ACTION)) {
      const applications = data.applications as Application[];
      expect(applications).toHaveLength(1);
      expect(applications[0]).toMatchObject({
        email,
        firstName: first,
        noticeVersion: PRIVACY_NOTICE_VERSION,
      });
      expect(applications[0]!.consentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(files.get(applications[0]!.resume!.path)?.equals(PDF)).toBe(true);
      // Beside data.json, a page to read: what is held, why, since when.
      const summary = files.get('summary.html')?.toString('utf8') ?? '';
      expect(summary).toContain(`What SmartMove holds about ${first} Downloader, why, and since when`);
    }
    await close();
  });

  for (const viewport of WIDTHS) {
    test(`the copy's summary.html reads without a JSON viewer at ${viewport.width} px`, async ({ page }) => {
      const first = `Sumi${stamp()}`;
      const { link } = await applyToJob(page.request, first);
      const token = link.split('/').pop();
      const response = await page.request.post(API_PATHS.downloadMyApplicationData, { data: { token } });
      expect(response.status()).toBe(200);
      const files = await unzip(await response.body());
      const summary = files.get('summary.html')?.toString('utf8');
      expect(summary).toBeDefined();

      // Opened as a file is: on its own, nothing else loaded.
      await page.setViewportSize(viewport);
      await page.setContent(summary!);
      await expect(page.getByRole('heading', { name: 'Your data at SmartMove', level: 1 })).toBeVisible();
      const held = page.getByRole('table');
      await expect(held.getByRole('columnheader')).toHaveText([
        'What',
        'How many',
        'Why we hold it',
        'Since',
      ]);
      await expect(held.getByRole('row', { name: /Job applications, with their resumes/ })).toContainText(
        'To consider you for the role you chose and similar roles.',
      );
      await expect(page.getByRole('listitem').filter({ hasText: /^files\/resumes\// })).toHaveCount(1);
      await screenshot(page, { path: `/tmp/shots-export60/summary-${viewport.width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('a recruiter exports an application’s personal data, and an admin a person’s', async ({ pageAs }) => {
    const first = `Exa${stamp()}`;
    const visitor = await pageAs(undefined);
    const { email } = await applyToJob(visitor.page.request, first);
    const recruiter = await requestSession(visitor.page.request, DEMO_PHONES.recruiter);
    const search = await visitor.page.request.get(`${API_PATHS.getApplications}?search=${first}`, {
      headers: { authorization: `Bearer ${recruiter.token}` },
    });
    const { items } = (await search.json()) as { items: { id: string }[] };
    expect(items).toHaveLength(1);

    const staff = await pageAs('recruiter', { url: `/back-office/applications/${items[0]!.id}` });
    await expect(staff.page.getByRole('heading', { name: `${first} Downloader` })).toBeVisible();
    for (const { data } of await downloadAtEachWidth(staff.page, EXPORT_PERSONAL_DATA_ACTION)) {
      expect(data.subject).toMatchObject({ kind: 'application', id: items[0]!.id });
      expect((data.applications as Application[])[0]).toMatchObject({ email });
    }
    await staff.close();

    const admin = await pageAs('admin', { url: '/back-office/people?search=Dana%20Employee' });
    await waitForHydration(admin.page);
    for (const { data } of await downloadAtEachWidth(
      admin.page,
      `${EXPORT_PERSONAL_DATA_ACTION} of Dana Employee`,
    )) {
      expect(data.profile).toMatchObject({ name: 'Dana Employee' });
    }
    await admin.close();
    await visitor.close();
  });
});
