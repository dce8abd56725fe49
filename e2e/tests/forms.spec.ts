import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { knowYourWorthOfferPromise, MESSAGES, SUCCESS_MESSAGES } from '@smartmove/contract';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, waitForHydration } from '../support/fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const SERVER_FAILURE = 'The service is temporarily unavailable, please try again shortly';

/** Every test writes different values, so the server's repeat-recognition never joins two tests. */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const letters = (text: string) => text.replace(/[^a-z]/gi, '').replace(/\d/g, '');

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** Answers a form call with a 503 and the server's JSON message. */
async function failCall(page: Page, pathPattern: string) {
  await page.route(pathPattern, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: SERVER_FAILURE }),
    }),
  );
}

/**
 * Holds a form call so that the "Wait..." state can be seen, however slow the machine: the call goes on
 * to the server once the test calls the returned function.
 */
async function holdCall(page: Page, pathPattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pathPattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function expectError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

async function expectThankYou(page: Page, promise?: string) {
  const dialog = page.getByRole('dialog', { name: SUCCESS_MESSAGES.submission });
  await expect(dialog).toBeVisible();
  if (promise) await expect(dialog).toContainText(promise);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

async function fillPhone(page: Page, label: string, nationalNumber: string) {
  await page.getByLabel(label, { exact: true }).fill(nationalNumber);
}

test.describe('contact form (/contact-us)', () => {
  test('shows the contact details and the "Drop us a line" form', async ({ page }) => {
    await open(page, '/contact-us');
    await expect(page.getByRole('heading', { name: 'Drop us a line' })).toBeVisible();
    await expect(page.getByRole('link', { name: /@smartmove\.example\.com/ })).toBeVisible();
    await expect(page.getByText(/Pune/).first()).toBeVisible();
  });

  test('shows no error before a submit attempt, then every contact message, with no axe violation', async ({
    page,
  }) => {
    await open(page, '/contact-us');
    const firstName = page.getByLabel('First Name');
    await firstName.focus();
    await page.getByLabel('Last Name').focus();
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(MESSAGES.contact.firstName)).toHaveCount(0);

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectError(firstName, MESSAGES.contact.firstName);
    await expectError(page.getByLabel('Last Name'), MESSAGES.contact.lastName);
    await expectError(page.getByLabel('Email'), MESSAGES.contact.emailRequired);
    await expectError(page.getByLabel('Message'), MESSAGES.contact.message);
    await expect(firstName).toBeFocused();
    await expectNoAxeViolations(page, 'the contact form after an empty submit');

    await page.getByLabel('Email').fill('ada@example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectError(page.getByLabel('Email'), MESSAGES.contact.emailInvalid);
  });

  test('filters name keys to letters and space', async ({ page }) => {
    await open(page, '/contact-us');
    await page.getByLabel('First Name').pressSequentially('Ad4a Love_lace!');
    await expect(page.getByLabel('First Name')).toHaveValue('Ada Lovelace');
  });

  test('sends a message: Wait..., the thank-you popup, Close, an empty form', async ({ page }) => {
    await open(page, '/contact-us');
    const release = await holdCall(page, '**/CRM/AddContactUs');
    const id = stamp();
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email').fill(`ada.${id}@example.com`);
    await page.getByLabel('Message').fill(`Please review our data platform (${id}).`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Wait...' })).toBeDisabled();
    await expect(page.getByLabel('First Name')).toBeDisabled();
    release();
    await expectThankYou(page);
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByLabel('First Name')).toBeEditable();
  });

  test('a failed call shows the server message and keeps every value', async ({ page, problems }) => {
    problems.allow(/status of 503/);
    await open(page, '/contact-us');
    await failCall(page, '**/CRM/AddContactUs');
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Message').fill('Keep this text');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SERVER_FAILURE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByLabel('First Name')).toHaveValue('Grace');
    await expect(page.getByLabel('Last Name')).toHaveValue('Hopper');
    await expect(page.getByLabel('Email')).toHaveValue('grace@example.com');
    await expect(page.getByLabel('Message')).toHaveValue('Keep this text');
    await expect(page.getByLabel('Message')).toBeEditable();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('apply form (/applynow/{id})', () => {
  let tempDir: string;
  let hugeResume: string;
  test.beforeAll(() => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-e2e-'));
    hugeResume = path.join(tempDir, 'huge-resume.pdf');
    fs.writeFileSync(hugeResume, PDF);
    // Sparse: 50 MB + 1 byte on paper, nothing on disk.
    fs.truncateSync(hugeResume, 52_428_801);
  });
  test.afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

  test('shows the job title without header and footer', async ({ page }) => {
    await open(page, '/applynow/senior-data-engineer');
    await expect(page.getByRole('heading', { level: 1, name: 'Senior Data Engineer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Apply for job' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('an unknown job says so and links to the job board', async ({ page, problems }) => {
    problems.allow(/status of 404/);
    await open(page, '/applynow/no-such-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    await page.getByRole('link', { name: 'See all open jobs' }).click();
    await expect(page).toHaveURL(/\/c2c-job-board$/);
  });

  test('offers exactly United States, India and Canada, United States first by default', async ({ page }) => {
    await open(page, '/applynow/senior-data-engineer');
    const country = page.getByRole('combobox', { name: 'Country calling code' });
    await expect(country).toHaveValue('US');
    await expect(country.locator('option')).toHaveText(['United States', 'India', 'Canada']);
    await expect(page.getByLabel('Mobile', { exact: true })).toHaveAttribute('maxlength', '15');
    await expect(
      page.locator('.PhoneInputCountryIcon svg, .PhoneInputCountryIcon img').first(),
    ).toBeVisible();
    for (const code of ['IN', 'CA', 'US']) {
      await country.selectOption(code);
      await expect(page.locator('.PhoneInputCountryIcon svg')).toBeVisible();
      const images = await page.locator('.PhoneInputCountryIcon img').count();
      expect(images, `the ${code} flag is bundled, not fetched`).toBe(0);
    }
  });

  test('defaults the phone country to the visitor country from /ipinfo', async ({ page }) => {
    await page.route('**/ipinfo', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"country":"IN"}' }),
    );
    await open(page, '/applynow/senior-data-engineer');
    await expect(page.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('IN');
  });

  test('shows every apply message after an empty submit (no axe violation), and the invalid e-mail one', async ({
    page,
  }) => {
    await open(page, '/applynow/senior-data-engineer');
    await expect(page.getByText(MESSAGES.apply.firstName)).toHaveCount(0);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expectError(page.getByLabel('First Name'), MESSAGES.apply.firstName);
    await expectError(page.getByLabel('Last Name'), MESSAGES.apply.lastName);
    await expectError(page.getByLabel('Email'), MESSAGES.apply.emailRequired);
    await expectError(page.getByLabel('Mobile', { exact: true }), MESSAGES.apply.mobile);
    await expectError(page.getByLabel('LinkedIn'), MESSAGES.apply.linkedIn);
    await expectError(page.getByLabel('Visa Status'), MESSAGES.apply.visaStatus);
    await expectError(page.getByLabel('Resume'), MESSAGES.apply.resume);
    await expectNoAxeViolations(page, 'the apply form after an empty submit');

    await page.getByLabel('Email').fill('katherine@nasa');
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expectError(page.getByLabel('Email'), MESSAGES.apply.emailInvalid);
  });

  test('refuses a resume over 50 MB and does not keep it', async ({ page }) => {
    await open(page, '/applynow/senior-data-engineer');
    await page.getByLabel('Resume').setInputFiles(hugeResume);
    await expectError(page.getByLabel('Resume'), MESSAGES.apply.resumeTooBig);
    await expect(page.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    await expect(page.getByLabel('Resume')).toHaveValue('');
  });

  test('chooses and removes a resume, then applies and sees the thank-you popup', async ({ page }) => {
    await open(page, '/applynow/senior-data-engineer');
    const id = stamp();
    await page.getByLabel('First Name').pressSequentially('Kath3erine');
    await expect(page.getByLabel('First Name')).toHaveValue('Katherine');
    await page.getByLabel('Last Name').fill('Johnson');
    await page.getByLabel('Email').fill(`katherine.${id}@example.com`);
    await fillPhone(page, 'Mobile', '2015550123');
    await expect(page.getByLabel('Mobile', { exact: true })).toHaveValue('(201) 555-0123');
    await page.getByLabel('LinkedIn').fill(`https://www.linkedin.com/in/${letters(id)}`);
    await page.getByLabel('Visa Status').selectOption({ label: 'H1B' });
    await page
      .getByLabel('Resume')
      .setInputFiles({ name: 'first.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('button', { name: 'Remove first.pdf' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove first.pdf' }).click();
    await expect(page.getByRole('button', { name: 'Remove first.pdf' })).toHaveCount(0);
    await expect(page.getByLabel('Resume')).toBeFocused();
    await page
      .getByLabel('Resume')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('button', { name: 'Remove resume.pdf' })).toBeVisible();

    const request = page.waitForRequest('**/CRM/UASubmitCandidate');
    await page.getByRole('button', { name: 'Apply Now' }).click();
    // Chromium does not expose a multipart body with a file; the API tests check the stored fields.
    const sent = await request;
    expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // The invisible captcha solved itself meanwhile: no box to tick, its token travels in the header.
    expect(sent.headers()['x-captcha-token']).toBeTruthy();
    await expect(page.getByText("I'm not a robot")).toHaveCount(0);
    await expectThankYou(page);
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Remove resume.pdf' })).toHaveCount(0);
  });

  test('a failed call shows the server message and keeps every value', async ({ page, problems }) => {
    problems.allow(/status of 503/);
    await open(page, '/applynow/senior-data-engineer');
    await failCall(page, '**/CRM/UASubmitCandidate');
    await page.getByLabel('First Name').fill('Dorothy');
    await page.getByLabel('Last Name').fill('Vaughan');
    await page.getByLabel('Email').fill('dorothy@example.com');
    await fillPhone(page, 'Mobile', '2015550123');
    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/dorothy');
    await page.getByLabel('Visa Status').selectOption({ label: 'GC' });
    await page
      .getByLabel('Resume')
      .setInputFiles({ name: 'keep.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SERVER_FAILURE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    await expect(page.getByLabel('First Name')).toHaveValue('Dorothy');
    await expect(page.getByLabel('Email')).toHaveValue('dorothy@example.com');
    await expect(page.getByLabel('Mobile', { exact: true })).toHaveValue('(201) 555-0123');
    await expect(page.getByLabel('Visa Status')).toHaveValue('166110003');
    await expect(page.getByRole('button', { name: 'Remove keep.pdf' })).toBeVisible();
  });
});

test.describe('free consultation (/free-consultation)', () => {
  const solveCaptcha = async (page: Page) => {
    await page.getByText("I'm not a robot").click();
    await expect(page.getByText('Verified: you can submit the form.')).toBeVisible({ timeout: 30_000 });
  };

  const fillConsultation = async (page: Page, id: string) => {
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await fillPhone(page, 'Mobile', '2015550123');
    await page.getByLabel('Work Email').fill(`grace.${id}@navy.example.com`);
    await page.getByLabel('Position').fill('CTO');
    await page.getByLabel('Description').fill(`Modernise our claims pipeline (${id}).`);
    await page.getByLabel('Project').selectOption('Federal');
    await page.getByLabel('Terms & Conditions').check();
  };

  test('keeps Submit disabled until the captcha is solved, without header and footer', async ({ page }) => {
    await open(page, '/free-consultation');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: "Let's partner up" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await solveCaptcha(page);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('shows every consultation message after an empty submit', async ({ page }) => {
    await open(page, '/free-consultation');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectError(page.getByLabel('Full Name'), MESSAGES.consultation.fullName);
    await expectError(page.getByLabel('Mobile', { exact: true }), MESSAGES.consultation.mobile);
    await expectError(page.getByLabel('Work Email'), MESSAGES.consultation.emailRequired);
    await expectError(page.getByLabel('Position'), MESSAGES.consultation.position);
    await expectError(page.getByLabel('Description'), MESSAGES.consultation.description);
    await expectError(page.getByLabel('Project'), MESSAGES.consultation.project);
    await expectError(page.getByLabel('Terms & Conditions'), MESSAGES.consultation.terms);

    await page.getByLabel('Work Email').fill('grace@navy');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectError(page.getByLabel('Work Email'), MESSAGES.consultation.emailInvalid);
  });

  test('counts the description up to 300 characters', async ({ page }) => {
    await open(page, '/free-consultation');
    await page.getByLabel('Description').fill('Twelve chars');
    await expect(page.getByText('12 / 300')).toBeVisible();
    await page.getByLabel('Description').fill('x'.repeat(320));
    await expect(page.getByLabel('Description')).toHaveValue('x'.repeat(300));
    await expect(page.getByText('300 / 300')).toBeVisible();
  });

  test('sends the request: Processing, then the success message replaces the form until Close', async ({
    page,
  }) => {
    await open(page, '/free-consultation');
    const release = await holdCall(page, '**/CRM/AddContactUs');
    await fillConsultation(page, stamp());
    await solveCaptcha(page);
    const request = page.waitForRequest('**/CRM/AddContactUs');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Processing', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wait...' })).toBeDisabled();
    release();
    const sent = await request;
    expect(sent.headers()['x-captcha-token']).toBeTruthy();
    expect(sent.postDataJSON()).toMatchObject({
      pro_firstname: 'Grace Hopper',
      pro_messagetype: 166110002,
      pro_partnerreference: '',
      pro_employeereference: '',
      pro_PhoneNo: '+12015550123',
      pro_position: 'CTO',
      pro_project: 'Federal',
    });
    await expect(page.getByText(SUCCESS_MESSAGES.consultation)).toBeVisible();
    await expect(page.getByText('Processing', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Full Name')).toHaveCount(0);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('a failed call shows the server message and keeps every value', async ({ page, problems }) => {
    problems.allow(/status of 503/);
    await open(page, '/free-consultation');
    await failCall(page, '**/CRM/AddContactUs');
    await fillConsultation(page, 'kept');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SERVER_FAILURE })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Mobile', { exact: true })).toHaveValue('(201) 555-0123');
    await expect(page.getByLabel('Work Email')).toHaveValue('grace.kept@navy.example.com');
    await expect(page.getByLabel('Project')).toHaveValue('Federal');
    await expect(page.getByLabel('Terms & Conditions')).toBeChecked();
    await expect(page.getByLabel('Full Name')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('disables Submit again when the captcha expires', async ({ clockPage: page }) => {
    await page.clock.install();
    await open(page, '/free-consultation');
    await solveCaptcha(page);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await page.clock.fastForward('11:00');
    await expect(page.getByText('The verification has expired; please verify again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('the invisible variant solves by itself and enables Submit', async ({ page }) => {
    await page.route('**/captcha/config', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          provider: 'altcha',
          variant: 'invisible',
          language: 'en',
          challengeUrl: '/captcha/challenge',
        }),
      }),
    );
    await open(page, '/free-consultation');
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled({ timeout: 30_000 });
  });
});

test.describe('know your worth (/knowyourworth)', () => {
  const group = (page: Page, category: string) => page.getByRole('group', { name: category, exact: true });
  const skill = (page: Page, category: string, name: string) =>
    group(page, category).getByRole('checkbox', { name, exact: true });
  const years = (page: Page, category: string, name: string) =>
    group(page, category).getByLabel(`${name} experience`, { exact: true });

  const fillContact = async (page: Page, id: string) => {
    await page.getByLabel('First Name').fill('Linus');
    await page.getByLabel('Last Name').fill('Torvalds');
    await page.getByLabel('Email').fill(`linus.${id}@example.com`);
    await page.getByLabel('LinkedIn').fill(`https://www.linkedin.com/in/linus-${id}`);
    await fillPhone(page, 'Phone', '2015550123');
  };

  test('lists the 8 categories with a checkbox per skill, Jenkins and Git in Devops and Others', async ({
    page,
  }) => {
    await open(page, '/knowyourworth');
    await expect(page.getByRole('banner')).toHaveCount(0);
    for (const category of [
      'Programming Languages',
      'Database Management',
      'Cloud Implementations',
      'Scripting',
      'Machine Learning And AI',
      'Visualisation',
      'Devops',
      'Others',
    ]) {
      await expect(group(page, category)).toBeVisible();
    }
    await expect(page.getByRole('checkbox')).toHaveCount(39);
    await expect(group(page, 'Others').getByRole('checkbox')).toHaveCount(2);
    await expect(skill(page, 'Devops', 'Jenkins')).toBeVisible();
    await expect(skill(page, 'Others', 'Jenkins')).toBeVisible();
    await expect(skill(page, 'Cloud Implementations', "Amazon's Athena")).toBeVisible();

    await page.getByRole('button', { name: 'Devops' }).click();
    await expect(skill(page, 'Devops', 'GitLabs')).toBeHidden();
    await page.getByRole('button', { name: 'Devops' }).click();
    await expect(skill(page, 'Devops', 'GitLabs')).toBeVisible();
  });

  test('asks for a skill and for every contact field after an empty submit', async ({ page }) => {
    await open(page, '/knowyourworth');
    await expect(page.getByText(MESSAGES.knowYourWorth.noSkill)).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(MESSAGES.knowYourWorth.noSkill)).toBeVisible();
    await expectError(page.getByLabel('First Name'), MESSAGES.knowYourWorth.firstName);
    await expectError(page.getByLabel('Last Name'), MESSAGES.knowYourWorth.lastName);
    await expectError(page.getByLabel('Email'), MESSAGES.knowYourWorth.emailRequired);
    await expectError(page.getByLabel('LinkedIn'), MESSAGES.knowYourWorth.linkedIn);
    await expectError(page.getByLabel('Phone', { exact: true }), MESSAGES.knowYourWorth.mobile);
    await page.getByLabel('Email').fill('linus@kernel');
    await expectError(page.getByLabel('Email'), MESSAGES.knowYourWorth.emailInvalid);
  });

  test('ticking a skill asks for its experience; the warning follows the value', async ({ page }) => {
    await open(page, '/knowyourworth');
    await expect(years(page, 'Programming Languages', 'PySpark')).toHaveCount(0);
    await skill(page, 'Programming Languages', 'PySpark').check();
    const pysparkYears = years(page, 'Programming Languages', 'PySpark');
    await expect(pysparkYears).toBeVisible();
    await expect(pysparkYears).toHaveAttribute('min', '1');
    await expect(page.getByText(MESSAGES.knowYourWorth.experience)).toHaveCount(0);

    await fillContact(page, stamp());
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/CRM/AddCandidateLead')) sent.push(request.url());
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectError(pysparkYears, MESSAGES.knowYourWorth.experience);
    await expect(page.getByText(MESSAGES.knowYourWorth.noSkill)).toHaveCount(0);

    await pysparkYears.fill('3');
    await expect(page.getByText(MESSAGES.knowYourWorth.experience)).toHaveCount(0);
    await pysparkYears.fill('');
    await expect(page.getByText(MESSAGES.knowYourWorth.experience)).toBeVisible();
    await skill(page, 'Programming Languages', 'PySpark').uncheck();
    await expect(page.getByText(MESSAGES.knowYourWorth.experience)).toHaveCount(0);
    await expect(pysparkYears).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('sends the lead with its skills, shows the thank-you popup and resets every selection', async ({
    page,
  }) => {
    await open(page, '/knowyourworth');
    await skill(page, 'Programming Languages', 'PySpark').check();
    await years(page, 'Programming Languages', 'PySpark').fill('4');
    await skill(page, 'Others', 'Jenkins').check();
    await years(page, 'Others', 'Jenkins').fill('2');
    const id = stamp();
    await fillContact(page, id);
    const release = await holdCall(page, '**/CRM/AddCandidateLead');
    const request = page.waitForRequest('**/CRM/AddCandidateLead');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Wait...' })).toBeDisabled();
    release();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({
      pro_firstname: 'Linus',
      pro_lastname: 'Torvalds',
      pro_PhoneNo: '+12015550123',
      candidateSkills: [
        { pro_skills: 'PySpark', pro_YrsExp: 4, pro_category: 'Programming Languages' },
        { pro_skills: 'Jenkins', pro_YrsExp: 2, pro_category: 'Others' },
      ],
    });
    expect(body.pro_url1).toMatch(/^https:\/\/www\.linkedin\.com\/in\/linus-/);
    // The spec's thank-you text, and below it the promise the know-your-worth page makes.
    await expectThankYou(page, knowYourWorthOfferPromise(`linus.${id}@example.com`));
    await expect(skill(page, 'Programming Languages', 'PySpark')).not.toBeChecked();
    await expect(skill(page, 'Others', 'Jenkins')).not.toBeChecked();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('a failed call shows the server message and keeps every value', async ({ page, problems }) => {
    problems.allow(/status of 503/);
    await open(page, '/knowyourworth');
    await failCall(page, '**/CRM/AddCandidateLead');
    await skill(page, 'Database Management', 'SQL').check();
    await years(page, 'Database Management', 'SQL').fill('5');
    await fillContact(page, 'kept');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SERVER_FAILURE })).toBeVisible();
    await expect(skill(page, 'Database Management', 'SQL')).toBeChecked();
    await expect(years(page, 'Database Management', 'SQL')).toHaveValue('5');
    await expect(page.getByLabel('Email')).toHaveValue('linus.kept@example.com');
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('(201) 555-0123');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

// The contact and apply forms' error states are scanned by their tests of every message, above.
test.describe('error states stay accessible', () => {
  test('/knowyourworth after an empty submit with a skill ticked', async ({ page }) => {
    await open(page, '/knowyourworth');
    await page
      .getByRole('group', { name: 'Scripting' })
      .getByRole('checkbox', { name: 'Linux Bash' })
      .check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page, '/knowyourworth after an empty submit');
  });
});
