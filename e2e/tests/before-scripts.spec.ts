import type { Page, Request } from '@playwright/test';
import { SUCCESS_MESSAGES } from '@smartmove/contract';
import { expect, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { registerAccount, unusedPhone } from '../support/session';

/*
 * A person on a prerendered page acts before its scripts have taken over (lib/before-hydration.ts): the
 * page's scripts are held back while the test types, ticks, chooses and presses Submit, then they run.
 * What the person did must still be there, no form may have been submitted by the browser (no field in a
 * URL, no GET with the data), and a submit after that works as usual.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface HeldPage {
  /** Lets the held scripts load; the page then hydrates. */
  release(): Promise<void>;
  /** Fails unless every URL the page showed and every GET it sent is free of the given values and of "?". */
  expectNothingLeaked(values: readonly string[]): void;
}

/**
 * Opens `url` with its scripts held back until `release`; records every URL the page shows and every
 * request it sends. The page is not hydrated when this returns.
 */
async function openWithScriptsHeld(page: Page, url: string): Promise<HeldPage> {
  let releaseScripts!: () => void;
  const released = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const shown: string[] = [];
  const requests: Request[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(frame.url());
  });
  page.on('request', (request) => requests.push(request));
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return {
    async release() {
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      releaseScripts();
      await waitForHydration(page);
    },
    expectNothingLeaked(values) {
      for (const address of shown) {
        expect(address, 'the page address').not.toContain('?');
        expect(new URL(address).pathname, 'the page address').toBe(new URL(url, address).pathname);
      }
      const documents = requests.filter((request) => request.resourceType() === 'document');
      expect(documents.map((request) => request.url())).toHaveLength(1);
      for (const request of requests.filter((each) => each.method() === 'GET')) {
        const address = decodeURIComponent(request.url().replace(/\+/g, ' '));
        for (const value of values) expect(address, 'a GET request').not.toContain(value);
      }
    },
  };
}

const national = (phone: string) => phone.replace(/^\+1/, '');

// Every form at both widths: a narrow page lays its fields out (and hides its menu) differently.
for (const viewport of WIDTHS) {
  test.describe(`before the scripts run, at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('contact: typed text stays, Enter and Send Message send nothing, then it sends', async ({
      page,
    }) => {
      const held = await openWithScriptsHeld(page, '/contact-us');
      const email = `ada.${stamp()}@example.com`;
      await page.getByLabel('First Name').fill('Ada');
      await page.getByLabel('Last Name').fill('Lovelace');
      await page.getByLabel('Message').fill('Please call me back');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Email').press('Enter');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await held.release();

      await expect(page.getByLabel('First Name')).toHaveValue('Ada');
      await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByLabel('Message')).toHaveValue('Please call me back');
      held.expectNothingLeaked(['Ada', 'Lovelace', email, 'Please call me back', 'pro_']);

      const sent = page.waitForRequest('**/CRM/AddContactUs');
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ pro_firstname: 'Ada', pro_email: email });
      await expect(page.getByRole('dialog', { name: SUCCESS_MESSAGES.submission })).toBeVisible();
    });

    test('book your day: the chosen package, date and guests stay, then the booking is sent', async ({
      page,
    }) => {
      const held = await openWithScriptsHeld(page, '/book-your-day');
      const email = `meera.${stamp()}@example.com`;
      const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('First Name').fill('Meera');
      await page.getByLabel('Last Name').fill('Kulkarni');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Package', { exact: true }).selectOption('wedding');
      await page.getByLabel('Event Date').fill(date);
      await page.getByLabel('Number of Guests').fill('150');
      await page.getByLabel(/City or Venue/).fill('Pune');
      await page.getByLabel(/City or Venue/).press('Enter');
      await page.getByRole('button', { name: 'Send Booking Request' }).click();
      await held.release();

      await expect(page.getByLabel('Package', { exact: true })).toHaveValue('wedding');
      // The choice reached the form: the package it names shows as chosen.
      await expect(page.getByRole('button', { name: 'Choose Wedding' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByLabel('Event Date')).toHaveValue(date);
      await expect(page.getByLabel('Number of Guests')).toHaveValue('150');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      held.expectNothingLeaked(['Meera', email, 'Pune', 'pro_']);

      const sent = page.waitForRequest('**/CRM/AddContactUs');
      await page.getByRole('button', { name: 'Send Booking Request' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ pro_firstname: 'Meera', pro_email: email });
      await expect(page.getByRole('status').filter({ hasText: SUCCESS_MESSAGES.submission })).toBeVisible();
    });

    test('sign-in: the typed phone stays, Enter and Send Code send nothing, then a code is sent', async ({
      page,
      request,
    }) => {
      const { phone } = await registerAccount(request, 'employee', { name: 'Meera Iyer' });
      const held = await openWithScriptsHeld(page, '/sign-in');
      await page.getByLabel('Phone', { exact: true }).fill(national(phone));
      await page.getByLabel('Phone', { exact: true }).press('Enter');
      await page.getByRole('button', { name: 'Send Code' }).click();
      await held.release();

      const typed = national(phone);
      const shown = `(${typed.slice(0, 3)}) ${typed.slice(3, 6)}-${typed.slice(6)}`;
      await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(shown);
      held.expectNothingLeaked([typed]);

      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'We sent a verification code' })).toBeVisible();
    });

    test('sign-up: name, e-mail, the chosen role and the phone stay, then a code is sent', async ({
      page,
    }) => {
      const phone = await unusedPhone();
      const held = await openWithScriptsHeld(page, '/sign-up');
      const email = `parveen.${stamp()}@example.com`;
      await page.getByLabel('Full Name').fill('Parveen Kaur');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('radio', { name: 'Partner' }).check();
      await page.getByLabel('Phone', { exact: true }).fill(national(phone));
      await page.getByRole('button', { name: 'Send Code' }).click();
      await held.release();

      await expect(page.getByLabel('Full Name')).toHaveValue('Parveen Kaur');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByRole('radio', { name: 'Partner' })).toBeChecked();
      // The choice reached the form: a partner is asked for the company.
      await expect(page.getByLabel('Company Name')).toBeVisible();
      held.expectNothingLeaked(['Parveen', email, national(phone)]);

      await page.getByLabel('Company Name').fill('Kaur Talent Partners');
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'We sent a verification code' })).toBeVisible();
    });

    test('know your worth: ticked skills and typed details stay, Submit sends nothing, then it sends', async ({
      page,
    }) => {
      const held = await openWithScriptsHeld(page, '/knowyourworth');
      const group = (category: string) => page.getByRole('group', { name: category, exact: true });
      const pyspark = group('Programming Languages').getByRole('checkbox', { name: 'PySpark', exact: true });
      const jenkins = group('Others').getByRole('checkbox', { name: 'Jenkins', exact: true });
      const email = `linus.${stamp()}@example.com`;
      await pyspark.check();
      await jenkins.check();
      await page.getByLabel('First Name').fill('Linus');
      await page.getByLabel('Last Name').fill('Torvalds');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/linus');
      await page.getByLabel('Phone', { exact: true }).fill('2015550123');
      await page.getByRole('button', { name: 'Submit' }).click();
      await held.release();

      await expect(pyspark).toBeChecked();
      await expect(jenkins).toBeChecked();
      // The ticks reached the form: each asks for its years, and the category counts it.
      await expect(group('Programming Languages').getByLabel('PySpark experience')).toBeVisible();
      await expect(group('Others').getByLabel('Jenkins experience')).toBeVisible();
      await expect(page.getByLabel('First Name')).toHaveValue('Linus');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByLabel('LinkedIn')).toHaveValue('https://www.linkedin.com/in/linus');
      await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('(201) 555-0123');
      held.expectNothingLeaked(['Linus', 'Torvalds', email, 'linkedin', '2015550123', 'pro_']);

      await group('Programming Languages').getByLabel('PySpark experience').fill('4');
      await group('Others').getByLabel('Jenkins experience').fill('2');
      const sent = page.waitForRequest('**/CRM/AddCandidateLead');
      await page.getByRole('button', { name: 'Submit' }).click();
      expect((await sent).postDataJSON()).toMatchObject({
        pro_firstname: 'Linus',
        pro_PhoneNo: '+12015550123',
        candidateSkills: [
          { pro_skills: 'PySpark', pro_YrsExp: 4, pro_category: 'Programming Languages' },
          { pro_skills: 'Jenkins', pro_YrsExp: 2, pro_category: 'Others' },
        ],
      });
      await expect(page.getByRole('dialog', { name: SUCCESS_MESSAGES.submission })).toBeVisible();
    });

    test('free consultation: every field stays, Submit waits for the captcha, then it sends', async ({
      page,
    }) => {
      const held = await openWithScriptsHeld(page, '/free-consultation');
      const email = `grace.${stamp()}@navy.example.com`;
      const description = 'Modernise our claims pipeline';
      await page.getByLabel('Full Name').fill('Grace Hopper');
      await page.getByLabel('Mobile', { exact: true }).fill('2015550123');
      await page.getByLabel('Work Email').fill(email);
      await page.getByLabel('Position').fill('CTO');
      await page.getByLabel('Description').fill(description);
      await page.getByLabel('Project').selectOption('Federal');
      await page.getByLabel('Terms & Conditions').check();
      // Submit is not offered until the captcha is solved; Enter submits nothing either.
      await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await page.getByLabel('Position').press('Enter');
      await held.release();

      await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
      await expect(page.getByLabel('Mobile', { exact: true })).toHaveValue('(201) 555-0123');
      await expect(page.getByLabel('Work Email')).toHaveValue(email);
      await expect(page.getByLabel('Position')).toHaveValue('CTO');
      await expect(page.getByLabel('Description')).toHaveValue(description);
      await expect(page.getByText(`${description.length} / 300`)).toBeVisible();
      await expect(page.getByLabel('Project')).toHaveValue('Federal');
      await expect(page.getByLabel('Terms & Conditions')).toBeChecked();
      held.expectNothingLeaked(['Grace', email, 'CTO', description, '2015550123', 'pro_']);

      await page.getByText("I'm not a robot").click();
      await expect(page.getByText('Verified: you can submit the form.')).toBeVisible({ timeout: 30_000 });
      const sent = page.waitForRequest('**/CRM/AddContactUs');
      await page.getByRole('button', { name: 'Submit' }).click();
      expect((await sent).postDataJSON()).toMatchObject({
        pro_firstname: 'Grace Hopper',
        pro_PhoneNo: '+12015550123',
        pro_position: 'CTO',
        pro_project: 'Federal',
      });
      await expect(page.getByText(SUCCESS_MESSAGES.consultation)).toBeVisible();
    });

    test('apply: the form is not offered before the scripts run, then it takes a resume and applies', async ({
      page,
    }) => {
      const held = await openWithScriptsHeld(page, '/applynow/senior-data-engineer');
      // A page rendered in the browser: until its scripts run it shows that it is loading, and no field.
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
      await held.release();

      const email = `katherine.${stamp()}@example.com`;
      await page.getByLabel('First Name').fill('Katherine');
      await page.getByLabel('Last Name').fill('Johnson');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Mobile', { exact: true }).fill('2015550123');
      await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/katherine');
      await page.getByLabel('Visa Status').selectOption({ label: 'H1B' });
      await page
        .getByLabel('Resume')
        .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByRole('button', { name: 'Remove resume.pdf' })).toBeVisible();
      const sent = page.waitForRequest('**/CRM/UASubmitCandidate');
      await page.getByRole('button', { name: 'Apply Now' }).click();
      expect((await sent).method()).toBe('POST');
      await expect(page.getByRole('dialog', { name: SUCCESS_MESSAGES.submission })).toBeVisible();
      held.expectNothingLeaked(['Katherine', email, '2015550123']);
    });
  });
}
