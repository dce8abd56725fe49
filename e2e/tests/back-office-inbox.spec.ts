import fs from 'node:fs';
import type { APIRequestContext, Download } from '@playwright/test';
import { API_PATHS, MESSAGE_TYPES, NO_ACCESS_MESSAGE, RECORD_NOTE_HINT } from '@smartmove/contract';
import { solveCaptcha } from '../support/captcha';
import { axeScan, WCAG_TAGS } from '../support/axe';
import { expect, openAt, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { onePagePdf } from '../support/pdf';
import { screenshot } from '../support/screenshots';
import { stamp } from '../support/values';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** Sends a contact message as the public /contact-us form does. */
async function sendContactMessage(request: APIRequestContext, firstName: string, lastName: string) {
  const response = await request.post(API_PATHS.addContactUs, {
    data: {
      pro_firstname: firstName,
      pro_lastname: lastName,
      pro_email: `${firstName.toLowerCase()}@example.com`,
      pro_message: 'Please call me about a data platform review.',
      pro_messagetype: MESSAGE_TYPES.contact,
    },
    headers: { 'x-captcha-token': await solveCaptcha(request) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Applies to a job as the public apply page does, with a PDF resume. */
async function applyToJob(
  request: APIRequestContext,
  firstName: string,
  jobName = 'senior-data-engineer',
  resume: Buffer = PDF,
) {
  const response = await request.post(API_PATHS.uaSubmitCandidate, {
    multipart: {
      FirstName: firstName,
      LastName: 'Applicant',
      Email: `${firstName.toLowerCase()}@example.com`,
      skillPosition: jobName,
      LinkedIn: 'https://www.linkedin.com/in/applicant',
      pro_visastatus: '166110001',
      phoneNumber: '+16045550123',
      file: { name: `${firstName} resume.pdf`, mimeType: 'application/pdf', buffer: resume },
    },
    headers: { 'x-captcha-token': await solveCaptcha(request) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function downloaded(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

test.describe('back-office inbox', () => {
  test.use({ signedInAs: 'recruiter' });

  test('a recruiter finds a contact message, assigns it, notes it, closes it and exports it', async ({
    page,
  }) => {
    const first = `Casey${stamp()}`;
    await sendContactMessage(page.request, first, 'Sender');
    await page.goto('/back-office/inquiries');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Inquiries', level: 1 })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill(first);
    const link = page.getByRole('link', { name: `${first} Sender` });
    await expect(page).toHaveURL(new RegExp(`search=${first}`));
    await expect(page.getByRole('row')).toHaveCount(2);
    await link.click();

    await expect(page.getByRole('heading', { name: `${first} Sender` })).toBeVisible();
    await expect(page.getByText('Please call me about a data platform review.')).toBeVisible();
    await page.getByLabel('Assigned to').selectOption({ label: 'Rita Recruiter' });
    await expect(page.getByRole('status').filter({ hasText: 'Assigned to Rita Recruiter.' })).toBeVisible();

    await page.getByLabel('Note').fill('Called back; they want a quote.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
    await expect(page.getByText('Called back; they want a quote.')).toBeVisible();

    await page.getByLabel('Status').selectOption({ label: 'Closed' });
    await expect(page.getByRole('status').filter({ hasText: 'Status saved: Closed.' })).toBeVisible();
    await expect(page.getByText(/Rita Recruiter changed Status from New to Closed/)).toBeVisible();
    await expect(
      page.getByText(/Rita Recruiter changed Assigned to from nothing to Rita Recruiter/),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Back to inquiries' }).click();
    await page.getByLabel('Status').selectOption({ label: 'Closed' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(first);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const row = page.getByRole('row', { name: new RegExp(`${first} Sender`) });
    await expect(row).toContainText('Closed');
    await expect(row).toContainText('Rita Recruiter');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = (await downloaded(await download)).toString('utf8');
    expect((await download).suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv).toContain(`${first} Sender`);
    expect(csv).toContain('Closed');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  for (const viewport of WIDTHS) {
    test(`a record's note box says notes are part of the person's data (${viewport.width} px)`, async ({
      page,
    }) => {
      const first = `Noor${stamp()}`;
      await sendContactMessage(page.request, first, 'Noted');
      await openAt(page, viewport, `/back-office/inquiries?search=${first}`);
      await page.getByRole('link', { name: `${first} Noted` }).click();
      await expect(page.getByRole('heading', { name: `${first} Noted` })).toBeVisible();
      const note = page.getByRole('textbox', { name: 'Note', exact: true });
      await expect(note).toHaveAccessibleDescription(RECORD_NOTE_HINT);
      await expect(page.getByText(RECORD_NOTE_HINT)).toBeVisible();
      await note.scrollIntoViewIfNeeded();
      await screenshot(page, { path: `/tmp/shots-export60/note-box-${viewport.width}.png` });
    });

    test(`a recruiter opens an application, views its resume in place and downloads it (${viewport.width} px)`, async ({
      page,
    }) => {
      const first = `Avery${stamp()}`;
      const resume = onePagePdf(`${first} Applicant - Data Engineer`);
      await applyToJob(page.request, first, 'senior-data-engineer', resume);
      await openAt(page, viewport, `/back-office/applications?search=${first}`);
      await page.getByRole('link', { name: `${first} Applicant` }).click();

      await expect(page.getByRole('heading', { name: `${first} Applicant` })).toBeVisible();
      await expect(page.getByText('Senior Data Engineer')).toBeVisible();
      await expect(page.getByText('H1B')).toBeVisible();

      // "View resume": the PDF shown in the file viewer, fetched to be shown inline.
      const inline = page.waitForResponse((response) => response.url().includes(API_PATHS.getResume));
      const view = page.getByRole('button', { name: 'View resume' });
      await view.click();
      const answer = await inline;
      expect(answer.url()).toContain('disposition=inline');
      expect(answer.headers()['content-disposition']).toMatch(/^inline;/);
      const viewer = page.getByRole('dialog', { name: `Resume: ${first} resume.pdf` });
      await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
      await expect(viewer.locator('iframe')).toHaveAttribute('title', `Resume: ${first} resume.pdf`);
      await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute(
        'download',
        `${first} resume.pdf`,
      );
      expect((await axeScan(page, WCAG_TAGS).analyze()).violations, 'the viewer').toEqual([]);
      await screenshot(page, { path: `/tmp/resume-viewer-${viewport.width}.png` });
      await viewer.getByRole('button', { name: 'Close' }).click();
      await expect(viewer).toBeHidden();
      await expect(view).toBeFocused();

      // "Download resume" beside it.
      await screenshot(page, { path: `/tmp/application-record-${viewport.width}.png`, fullPage: true });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download resume' }).click();
      expect((await download).suggestedFilename()).toBe(`${first} resume.pdf`);
      expect((await downloaded(await download)).equals(resume)).toBe(true);
    });
  }

  test('a recruiter narrows the applications to one job, also from the Jobs page', async ({ page }) => {
    const [senior, databricks] = [`Sasha${stamp()}`, `Dara${stamp()}`];
    await applyToJob(page.request, senior);
    await applyToJob(page.request, databricks, 'databricks-platform-engineer');
    await page.goto('/back-office/applications');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: `${senior} Applicant` })).toBeVisible();

    await page.getByRole('combobox', { name: 'Job' }).selectOption({ label: 'Databricks Platform Engineer' });
    await expect(page).toHaveURL(/job=databricks-platform-engineer/);
    await expect(page.getByRole('link', { name: `${databricks} Applicant` })).toBeVisible();
    await expect(page.getByRole('link', { name: `${senior} Applicant` })).toHaveCount(0);

    await page.goto('/back-office/jobs?search=Senior%20Data%20Engineer');
    await page.getByRole('link', { name: 'Applications for Senior Data Engineer', exact: true }).click();
    await expect(page).toHaveURL(/\/back-office\/applications\?job=senior-data-engineer$/);
    await expect(page.getByRole('combobox', { name: 'Job' })).toHaveValue('senior-data-engineer');
    await expect(page.getByRole('link', { name: `${senior} Applicant` })).toBeVisible();
    await expect(page.getByRole('link', { name: `${databricks} Applicant` })).toHaveCount(0);
  });

  test.describe('a plain employee', () => {
    test.use({ signedInAs: 'employee' });

    test('has no access to the inquiries', async ({ page }) => {
      await page.goto('/back-office/inquiries');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: NO_ACCESS_MESSAGE })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);
    });
  });
});
