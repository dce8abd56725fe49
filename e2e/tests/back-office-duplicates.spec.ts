import type { APIRequestContext } from '@playwright/test';
import {
  ALREADY_SUBMITTED_NOTICE,
  API_PATHS,
  POSSIBLE_DUPLICATE_LABEL,
  SUCCESS_MESSAGES,
} from '@smartmove/contract';
import { axeScan, WCAG_TAGS } from '../support/axe';
import { solveCaptcha } from '../support/captcha';
import { expect, openAt, test, WIDTHS } from '../support/fixtures';
import { signIn, signInAsNewUser } from '../support/session';
import { between, stamp } from '../support/values';
import { screenshot } from '../support/screenshots';

/**
 * Duplicate submissions (docs/product.md#possible-duplicates): a second application of the same e-mail or
 * phone to the same job is stored and marked "Possible duplicate" in the back office's list (with its filter)
 * and record, linking the other; a partner who submits a candidate already submitted for the job is told so
 * on submit.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const JOB = 'databricks-platform-engineer';

/** A surname no other test or run uses, capitalised. */
const surname = () => `Dup${stamp()}${stamp()}`;
/** A North American number nobody else applied with. */
const phone = () => `+1201${between(200, 999)}${between(1000, 9999)}`;

/** Applies to the job as the public apply page does. */
async function apply(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string; phone: string },
) {
  const response = await request.post(API_PATHS.uaSubmitCandidate, {
    multipart: {
      FirstName: person.firstName,
      LastName: person.lastName,
      Email: person.email,
      skillPosition: JOB,
      LinkedIn: 'https://www.linkedin.com/in/applicant',
      pro_visastatus: '166110001',
      phoneNumber: person.phone,
      file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
    headers: { 'x-captcha-token': await solveCaptcha(request) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  // The public form's answer never says that the address applied before.
  expect(await response.json()).toEqual({ message: SUCCESS_MESSAGES.submission });
}

test.describe('possible duplicates', () => {
  test(`a second application to the same job is marked, filtered and linked (390 px)`, async ({ page }) => {
    const lastName = surname();
    const email = `${lastName.toLowerCase()}@example.com`;
    await apply(page.request, { firstName: 'Mara', lastName, email, phone: phone() });
    // The same address, typed in capitals, from another number: the same person again.
    await apply(page.request, { firstName: 'Marah', lastName, email: email.toUpperCase(), phone: phone() });

    await signIn(page, 'recruiter');
    await openAt(page, WIDTHS[0], `/back-office/applications?search=${lastName}`);
    const table = page.getByRole('table', { name: 'Applications, newest first' });
    const second = table.getByRole('row').filter({ hasText: `Marah ${lastName}` });
    const first = table
      .getByRole('row')
      .filter({ hasText: `Mara ${lastName}` })
      .filter({ hasNotText: 'Marah' });
    await expect(second).toContainText(POSSIBLE_DUPLICATE_LABEL);
    await expect(first).toBeVisible();
    await expect(first).not.toContainText(POSSIBLE_DUPLICATE_LABEL);
    await screenshot(page, { path: `/tmp/duplicates-list-390.png`, fullPage: true });

    // The filter keeps only the marked one, and says so in the URL.
    const filter = page.getByRole('checkbox', { name: POSSIBLE_DUPLICATE_LABEL });
    // The box follows the URL, which changes a moment after the click: wait for that, not for the click.
    await filter.click();
    await expect(page).toHaveURL(/duplicate=1/);
    await expect(filter).toBeChecked();
    await expect(first).toHaveCount(0);
    await expect(second).toBeVisible();
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations, 'the list').toEqual([]);
    await screenshot(page, { path: `/tmp/duplicates-filtered-390.png`, fullPage: true });

    // The record names the earlier application and links it.
    await second.getByRole('link', { name: `Marah ${lastName}` }).click();
    await expect(page.getByRole('heading', { name: `Marah ${lastName}`, level: 2 })).toBeVisible();
    const notice = page.getByRole('region', { name: POSSIBLE_DUPLICATE_LABEL });
    await expect(notice).toContainText(POSSIBLE_DUPLICATE_LABEL);
    await expect(notice).toContainText('applied directly');
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations, 'the record').toEqual([]);
    await screenshot(page, { path: `/tmp/duplicates-record-390.png`, fullPage: true });
    await notice.getByRole('link', { name: `Mara ${lastName}` }).click();
    await expect(page.getByRole('heading', { name: `Mara ${lastName}`, level: 2 })).toBeVisible();
    // The earlier one links back to the one submitted again.
    const back = page.getByRole('region', { name: POSSIBLE_DUPLICATE_LABEL });
    await expect(back).toContainText('Submitted again for this job');
    await expect(back.getByRole('link', { name: `Marah ${lastName}` })).toBeVisible();
  });

  test('a partner submitting the same candidate again is told so, and the second is marked (1280 px)', async ({
    page,
  }) => {
    const lastName = surname();
    const email = `${lastName.toLowerCase()}@example.com`;
    const number = phone();
    await signInAsNewUser(page, 'partner');
    await openAt(page, WIDTHS[1], `/view-details/${JOB}`);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Apply Now for this candidate' }) });
    const thanks = page.getByRole('dialog', { name: SUCCESS_MESSAGES.submission });
    const submit = async () => {
      await form.getByLabel('First Name', { exact: true }).fill('Ora');
      await form.getByLabel('Last Name', { exact: true }).fill(lastName);
      await form.getByLabel('Email', { exact: true }).fill(email);
      await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill(number.slice(2));
      await form.getByLabel('LinkedIn', { exact: true }).fill('https://www.linkedin.com/in/ora');
      await form.getByLabel('Visa Status', { exact: true }).selectOption({ label: 'GC' });
      await form
        .getByLabel('Resume', { exact: true })
        .setInputFiles({ name: 'ora-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await form.getByRole('button', { name: 'Apply Now for this candidate' }).click();
      await expect(thanks).toBeVisible();
    };

    await submit();
    await expect(thanks).not.toContainText(ALREADY_SUBMITTED_NOTICE);
    await thanks.getByRole('button', { name: 'Close' }).click();
    // The very same candidate, resume and all: never a plain thank-you.
    await submit();
    await expect(thanks).toContainText(ALREADY_SUBMITTED_NOTICE);
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations, 'the popup').toEqual([]);
    await screenshot(page, { path: '/tmp/duplicates-partner-again-1280.png' });
    await thanks.getByRole('button', { name: 'Close' }).click();

    // Both are in the back office, the second marked.
    await signIn(page, 'recruiter');
    await openAt(page, WIDTHS[1], `/back-office/applications?search=${lastName}`);
    const rows = page
      .getByRole('table', { name: 'Applications, newest first' })
      .getByRole('row')
      .filter({ hasText: `Ora ${lastName}` });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: POSSIBLE_DUPLICATE_LABEL })).toHaveCount(1);
  });

  test('a partner submitting a candidate who already applied for the job is told on submit', async ({
    page,
  }) => {
    const lastName = surname();
    const email = `${lastName.toLowerCase()}@example.com`;
    const number = phone();
    await apply(page.request, { firstName: 'Noel', lastName, email, phone: number });

    await signInAsNewUser(page, 'partner');
    await openAt(page, WIDTHS[0], `/view-details/${JOB}`);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Apply Now for this candidate' }) });
    await form.getByLabel('First Name', { exact: true }).fill('Noel');
    await form.getByLabel('Last Name', { exact: true }).fill(lastName);
    // Another address; the phone number typed as a person types it, without its country code.
    await form.getByLabel('Email', { exact: true }).fill(`noel.${stamp()}@example.com`);
    await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill(number.slice(2));
    await form.getByLabel('LinkedIn', { exact: true }).fill('https://www.linkedin.com/in/noel');
    await form.getByLabel('Visa Status', { exact: true }).selectOption({ label: 'GC' });
    await form
      .getByLabel('Resume', { exact: true })
      .setInputFiles({ name: 'noel-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Apply Now for this candidate' }).click();

    const thanks = page.getByRole('dialog', { name: SUCCESS_MESSAGES.submission });
    await expect(thanks).toContainText(ALREADY_SUBMITTED_NOTICE);
    // Never who submitted the candidate before.
    await expect(thanks).not.toContainText('applied directly');
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations, 'the popup').toEqual([]);
    await screenshot(page, { path: '/tmp/duplicates-partner-390.png' });
    await thanks.getByRole('button', { name: 'Close' }).click();

    // The back office shows the partner's submission marked, linking the candidate's own application.
    await page.setViewportSize(WIDTHS[1]);
    await signIn(page, 'recruiter');
    await openAt(page, WIDTHS[1], `/back-office/applications?search=${lastName}&duplicate=1`);
    const row = page
      .getByRole('table', { name: 'Applications, newest first' })
      .getByRole('row')
      .filter({
        hasText: `Noel ${lastName}`,
      });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(POSSIBLE_DUPLICATE_LABEL);
    await expect(row).not.toContainText('Applied directly');
  });
});
