import type { APIRequestContext } from '@playwright/test';
import { API_PATHS, SUCCESS_MESSAGES } from '@smartmove/contract';
import { axeScan, WCAG_TAGS } from '../support/axe';
import { solveCaptcha } from '../support/captcha';
import { expect, openAt, test, WIDTHS } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { signIn } from '../support/session';
import { between, stamp } from '../support/values';
import { screenshot } from '../support/screenshots';

/**
 * Submittals (docs/product.md#submittals): a recruiter submits an applicant to a job's end client from the
 * application's page; the candidate agrees from the e-mail's single-use link.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
/** The demo job that names its end client (Contoso Retail). */
const JOB = 'senior-data-engineer';

async function apply(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string },
) {
  const response = await request.post(API_PATHS.uaSubmitCandidate, {
    multipart: {
      FirstName: person.firstName,
      LastName: person.lastName,
      Email: person.email,
      skillPosition: JOB,
      LinkedIn: 'https://www.linkedin.com/in/applicant',
      pro_visastatus: '166110001',
      phoneNumber: `+1201${between(200, 999)}${between(1000, 9999)}`,
      file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
    headers: { 'x-captcha-token': await solveCaptcha(request) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  expect(await response.json()).toEqual({ message: SUCCESS_MESSAGES.submission });
}

test.describe('submittals', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const viewport of WIDTHS) {
    test(`a recruiter submits an applicant and the candidate agrees from the e-mail at ${viewport.width} px`, async ({
      page,
      problems,
    }) => {
      // A used link's page reads its refusal (404) from the API, which the browser reports on the console.
      problems.allow(/status of 404/);
      const lastName = `Rtr${stamp()}${stamp()}`;
      const person = { firstName: 'Priya', lastName, email: `${lastName.toLowerCase()}@example.com` };
      await apply(page.request, person);

      await signIn(page, 'recruiter');
      await openAt(page, viewport, `/back-office/applications?search=${lastName}`);
      await page.getByRole('link', { name: `Priya ${lastName}` }).click();
      await expect(page.getByRole('heading', { name: 'Application', level: 1 })).toBeVisible();

      const open = page.getByRole('button', { name: 'Submit to client' });
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Submit to client' });
      await expect(dialog.getByLabel('Job')).toBeVisible();
      // Focus moves into the dialog.
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      // Closing gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();

      await open.click();
      await dialog.getByRole('button', { name: 'Submit to client' }).click();
      await expect(dialog.getByText('Please choose a job')).toBeVisible();
      await dialog.getByLabel('Job').selectOption({ label: 'Senior Data Engineer — Contoso Retail' });
      await dialog.getByLabel('Bill rate').fill('95.50');
      expect((await axeScan(page, WCAG_TAGS).analyze()).violations).toEqual([]);
      await screenshot(page, { path: `/tmp/submit-to-client-${viewport.width}.png`, fullPage: true });
      await dialog.getByRole('button', { name: 'Submit to client' }).click();

      await expect(page.getByRole('heading', { name: 'Submittal', level: 1 })).toBeVisible();
      await expect(page.getByText('Waiting for the candidate’s answer')).toBeVisible();
      await expect(page.getByLabel('State')).toHaveValue('waiting_for_consent');

      // The candidate's e-mail names the job, the end client and the rate, with the link.
      const [mail] = await waitForMail(person.email, /^May we represent you for Senior Data Engineer\?/);
      expect(mail?.text).toContain('End client: Contoso Retail');
      expect(mail?.text).toContain('Bill rate: $95.50/hr');
      const link = /https?:\/\/\S+(\/rtr\/[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
      if (!link) throw new Error('no right-to-represent link in the e-mail');

      await openAt(page, viewport, link);
      await expect(page.getByRole('heading', { name: 'Right to represent', level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.locator('.decide-page__facts')).toContainText('Contoso Retail');
      await expect(page.locator('.decide-page__facts')).toContainText('$95.50/hr');
      expect((await axeScan(page, WCAG_TAGS).analyze()).violations).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, { path: `/tmp/rtr-${viewport.width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'I agree' }).click();
      await expect(page.getByRole('heading', { name: 'You agreed', level: 1 })).toBeFocused();

      // Used: the link says so.
      await page.goto(link);
      await expect(page.getByText('This link can no longer be used.', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'I agree' })).toHaveCount(0);

      // The back office shows the consent, and the list moves it on.
      await openAt(page, viewport, `/back-office/submittals?search=${lastName}`);
      await expect(page.getByRole('heading', { name: 'Submittals', level: 1 })).toBeVisible();
      const state = page.getByLabel(`State of Priya ${lastName}`);
      await expect(state).toHaveValue('consent_given');
      await state.selectOption({ label: 'Submitted to client' });
      await expect(state).toHaveValue('submitted_to_client');
      await page.getByRole('link', { name: `Priya ${lastName}` }).click();
      await expect(page.getByText(/^Agreed .* from /)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Schedule interview' })).toBeVisible();
      expect((await axeScan(page, WCAG_TAGS).analyze()).violations).toEqual([]);
      await screenshot(page, { path: `/tmp/submittal-${viewport.width}.png`, fullPage: true });
    });
  }
});
