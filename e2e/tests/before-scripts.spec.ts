import type { Page, Request } from '@playwright/test';
import { API_PATHS, AUTH_MESSAGES, MESSAGES, SUCCESS_MESSAGES } from '@smartmove/contract';
import { expect, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { registerAccount, unusedPhone } from '../support/session';

/*
 * A person on a prerendered page acts before its scripts have taken over (lib/before-hydration.ts): the
 * page's scripts are held back while the test types, ticks, chooses and presses Submit, then they run.
 * What the person did must still be there, no form may have been submitted by the browser (no field in a
 * URL, no GET with the data), and a Submit pressed before is acted on once the page is ready, exactly once
 * and as a press then would be: an empty form shows its messages, a filled one is sent once and answered.
 * A form whose Submit cannot work before its scripts run does not offer it.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface HeldPage {
  /** Lets the held scripts load; the page then hydrates. */
  release(): Promise<void>;
  /** Fails unless every URL the page showed and every GET it sent is free of the given values and of "?". */
  expectNothingLeaked(values: readonly string[]): void;
  /** The POSTs the page has sent to the API path so far. */
  posts(apiPath: string): Request[];
  /** The addresses of the documents the page has requested (one: the page itself, unless a form was submitted by the browser). */
  documents(): string[];
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
  const documents = () =>
    requests.filter((request) => request.resourceType() === 'document').map((request) => request.url());
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
      expect(documents()).toHaveLength(1);
      for (const request of requests.filter((each) => each.method() === 'GET')) {
        const address = decodeURIComponent(request.url().replace(/\+/g, ' '));
        for (const value of values) expect(address, 'a GET request').not.toContain(value);
      }
    },
    documents,
    posts(apiPath) {
      return requests.filter(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === apiPath,
      );
    },
  };
}

/**
 * Each form a person can press Submit on before the page's scripts run: the API path it sends to, and
 * some of the messages an empty submit shows.
 */
const EMPTY_SUBMITS = [
  {
    name: 'contact',
    url: '/contact-us',
    submit: 'Send Message',
    apiPath: API_PATHS.addContactUs,
    messages: [
      ['First Name', MESSAGES.contact.firstName],
      ['Message', MESSAGES.contact.message],
    ],
  },
  {
    name: 'book your day',
    url: '/book-your-day',
    submit: 'Send Booking Request',
    apiPath: API_PATHS.addContactUs,
    messages: [
      ['First Name', MESSAGES.contact.firstName],
      ['Number of Guests', 'Please enter the number of guests'],
    ],
  },
  {
    name: 'sign-in',
    url: '/sign-in',
    submit: 'Send Code',
    apiPath: API_PATHS.sendVerification,
    messages: [['Phone', AUTH_MESSAGES.phoneRequired]],
  },
  {
    name: 'sign-up',
    url: '/sign-up',
    submit: 'Send Code',
    apiPath: API_PATHS.sendVerification,
    messages: [
      ['Full Name', AUTH_MESSAGES.nameRequired],
      ['Phone', AUTH_MESSAGES.phoneRequired],
    ],
  },
  {
    name: 'know your worth',
    url: '/knowyourworth',
    submit: 'Submit',
    apiPath: API_PATHS.addCandidateLead,
    messages: [
      ['First Name', MESSAGES.knowYourWorth.firstName],
      ['LinkedIn', MESSAGES.knowYourWorth.linkedIn],
    ],
  },
] as const;

const national = (phone: string) => phone.replace(/^\+1/, '');

// Every form at both widths: a narrow page lays its fields out (and hides its menu) differently.
for (const viewport of WIDTHS) {
  test.describe(`before the scripts run, at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const form of EMPTY_SUBMITS) {
      test(`${form.name}: Submit pressed on the empty form shows its messages once the page is ready`, async ({
        page,
      }) => {
        const held = await openWithScriptsHeld(page, form.url);
        await page.getByRole('button', { name: form.submit }).click();
        await held.release();

        for (const [label, message] of form.messages) {
          const field = page.getByLabel(label, { exact: true });
          await expect(field).toHaveAttribute('aria-invalid', 'true');
          await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
        }
        expect(held.posts(form.apiPath)).toHaveLength(0);
        held.expectNothingLeaked([]);
      });
    }

    test('contact: typed text stays, Enter and Send Message pressed early send it once', async ({ page }) => {
      const held = await openWithScriptsHeld(page, '/contact-us');
      const email = `ada.${stamp()}@example.com`;
      await page.getByLabel('First Name').fill('Ada');
      await page.getByLabel('Last Name').fill('Lovelace');
      await page.getByLabel('Message').fill('Please call me back');
      await page.getByLabel('Email').fill(email);
      const sent = page.waitForRequest(`**${API_PATHS.addContactUs}`);
      await page.getByLabel('Email').press('Enter');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await held.release();

      expect((await sent).postDataJSON()).toMatchObject({
        pro_firstname: 'Ada',
        pro_lastname: 'Lovelace',
        pro_email: email,
        pro_message: 'Please call me back',
      });
      await expect(page.getByRole('dialog', { name: SUCCESS_MESSAGES.submission })).toBeVisible();
      expect(held.posts(API_PATHS.addContactUs)).toHaveLength(1);
      held.expectNothingLeaked(['Ada', 'Lovelace', email, 'Please call me back', 'pro_']);
    });

    test('book your day: the chosen package, date and guests stay, Send pressed early books once', async ({
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
      const sent = page.waitForRequest(`**${API_PATHS.addContactUs}`);
      await page.getByLabel(/City or Venue/).press('Enter');
      await page.getByRole('button', { name: 'Send Booking Request' }).click();
      await held.release();

      const booking = (await sent).postDataJSON() as { pro_message: string };
      expect(booking).toMatchObject({ pro_firstname: 'Meera', pro_email: email });
      // The package, date, guests and place the person chose reached the request.
      for (const line of [
        'Booking request: Wedding',
        `Event date: ${date}`,
        'Guests: 150',
        'City or venue: Pune',
      ])
        expect(booking.pro_message).toContain(line);
      await expect(page.getByRole('status').filter({ hasText: SUCCESS_MESSAGES.submission })).toBeVisible();
      expect(held.posts(API_PATHS.addContactUs)).toHaveLength(1);
      held.expectNothingLeaked(['Meera', email, 'Pune', 'pro_']);
    });

    test('sign-in: the typed phone stays, Enter and Send Code pressed early send one code', async ({
      page,
      request,
    }) => {
      const { phone } = await registerAccount(request, 'employee', { name: 'Meera Iyer' });
      const held = await openWithScriptsHeld(page, '/sign-in');
      await page.getByLabel('Phone', { exact: true }).fill(national(phone));
      await page.getByLabel('Phone', { exact: true }).press('Enter');
      await page.getByRole('button', { name: 'Send Code' }).click();
      await held.release();

      // The code goes out through the invisible captcha, as a press of Send Code now would send it.
      await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.codeSent })).toBeVisible();
      await expect(page.getByLabel('Verification Code')).toBeVisible();
      const posts = held.posts(API_PATHS.sendVerification);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.postDataJSON()).toMatchObject({ phoneNo: phone });
      held.expectNothingLeaked([national(phone)]);
    });

    test('sign-up: name, e-mail, the chosen role and the phone stay, Send Code pressed early asks for the company', async ({
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

      // The early Send Code checked the form as it stood: a partner is asked for the company.
      await expect(page.getByLabel('Company Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(AUTH_MESSAGES.companyNameRequired)).toBeVisible();
      await expect(page.getByLabel('Full Name')).toHaveValue('Parveen Kaur');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByRole('radio', { name: 'Partner' })).toBeChecked();
      expect(held.posts(API_PATHS.sendVerification)).toHaveLength(0);
      held.expectNothingLeaked(['Parveen', email, national(phone)]);

      await page.getByLabel('Company Name').fill('Kaur Talent Partners');
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.codeSent })).toBeVisible();
      expect(held.posts(API_PATHS.sendVerification)).toHaveLength(1);
    });

    test('know your worth: ticked skills and typed details stay, Submit pressed early asks for the years', async ({
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
      // The ticks reached the form, and the early Submit checked it: each skill asks for its years.
      const pysparkYears = group('Programming Languages').getByLabel('PySpark experience');
      const jenkinsYears = group('Others').getByLabel('Jenkins experience');
      await expect(pysparkYears).toHaveAttribute('aria-invalid', 'true');
      await expect(jenkinsYears).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(MESSAGES.knowYourWorth.experience).first()).toBeVisible();
      await expect(page.getByLabel('First Name')).toHaveValue('Linus');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByLabel('LinkedIn')).toHaveValue('https://www.linkedin.com/in/linus');
      await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('(201) 555-0123');
      expect(held.posts(API_PATHS.addCandidateLead)).toHaveLength(0);
      held.expectNothingLeaked(['Linus', 'Torvalds', email, 'linkedin', '2015550123', 'pro_']);

      await pysparkYears.fill('4');
      await jenkinsYears.fill('2');
      const sent = page.waitForRequest(`**${API_PATHS.addCandidateLead}`);
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
      expect(held.posts(API_PATHS.addCandidateLead)).toHaveLength(1);
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

      expect(held.posts(API_PATHS.addContactUs)).toHaveLength(0);

      await page.getByText("I'm not a robot").click();
      await expect(page.getByText('Verified: you can submit the form.')).toBeVisible({ timeout: 30_000 });
      const sent = page.waitForRequest(`**${API_PATHS.addContactUs}`);
      await page.getByRole('button', { name: 'Submit' }).click();
      expect((await sent).postDataJSON()).toMatchObject({
        pro_firstname: 'Grace Hopper',
        pro_PhoneNo: '+12015550123',
        pro_position: 'CTO',
        pro_project: 'Federal',
      });
      await expect(page.getByText(SUCCESS_MESSAGES.consultation)).toBeVisible();
      expect(held.posts(API_PATHS.addContactUs)).toHaveLength(1);
    });

    // The search forms put their search in the page's address by design, as the page's scripts write it.
    for (const search of [
      {
        name: 'hot list',
        url: '/hot-list',
        fill: (page: Page) => page.getByRole('searchbox').fill('Data Engineer'),
        send: (page: Page) => page.getByRole('button', { name: 'Search', exact: true }).click(),
        address: /\/hot-list\?keyword=Data\+Engineer$/,
      },
      {
        name: 'job board',
        url: '/c2c-job-board',
        fill: async (page: Page) => {
          await page.getByLabel('Keyword').fill('Data Engineer');
          await page.getByLabel('Location').fill('Dallas');
        },
        send: (page: Page) => page.getByLabel('Location').press('Enter'),
        address: /\/c2c-job-board\?keyword=Data\+Engineer&location=Dallas$/,
      },
      {
        name: 'candidate search',
        url: '/search-your-ideal-condidate',
        fill: (page: Page) => page.getByRole('searchbox').fill('Dallas'),
        send: (page: Page) => page.getByRole('searchbox').press('Enter'),
        address: /\/search-your-ideal-condidate\?q=Dallas$/,
      },
    ]) {
      test(`${search.name}: a search sent before the scripts run is made once the page is ready`, async ({
        page,
      }) => {
        const held = await openWithScriptsHeld(page, search.url);
        await search.fill(page);
        await search.send(page);
        await held.release();

        await expect(page).toHaveURL(search.address);
        expect(held.documents(), 'the browser submitted nothing').toHaveLength(1);
      });
    }

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
