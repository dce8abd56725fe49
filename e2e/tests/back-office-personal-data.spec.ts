import type { APIRequestContext } from '@playwright/test';
import {
  API_PATHS,
  CONSENT_LABELS,
  ERASE_PERSONAL_DATA_ACTION,
  MESSAGE_TYPES,
  MY_APPLICATION_MESSAGES,
  PRIVACY_NOTICE_VERSION,
} from '@smartmove/contract';
import { axeScan, WCAG_TAGS } from '../support/axe';
import { solveCaptcha } from '../support/captcha';
import { expect, openAt, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { screenshot } from '../support/screenshots';
import { stamp } from '../support/values';
import { waitForMail, type SentMail } from '../support/mail';
import { DEMO_PHONES, requestSession, signIn } from '../support/session';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** Applies to a job as the public apply page does; answers the applicant's e-mail address. */
async function applyToJob(
  request: APIRequestContext,
  firstName: string,
  job = 'senior-data-engineer',
): Promise<string> {
  const email = `${firstName.toLowerCase()}@example.com`;
  const response = await request.post(API_PATHS.uaSubmitCandidate, {
    multipart: {
      FirstName: firstName,
      LastName: 'Applicant',
      Email: email,
      skillPosition: job,
      LinkedIn: 'https://www.linkedin.com/in/applicant',
      pro_visastatus: '166110001',
      phoneNumber: '+16045550123',
      file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
    headers: { 'x-captcha-token': await solveCaptcha(request) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

test.describe('personal data', () => {
  test('an applicant opens their status page from the e-mail, withdraws, and the link then opens nothing', async ({
    page,
    problems,
  }) => {
    const first = `Wanda${stamp()}`;
    const email = await applyToJob(page.request, first);
    const [confirmation] = await waitForMail(email, /^Your application for Senior Data Engineer/);
    const link = /\/my-application\/[A-Za-z0-9_-]{43}/.exec(confirmation!.text);
    expect(link, confirmation!.text).not.toBeNull();

    await page.goto(link![0]);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Your application', level: 1 })).toBeVisible();
    await expect(page.getByText(`Hello ${first}, here is where your application stands.`)).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Senior Data Engineer' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Received$/ })).toBeVisible();
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations.map((violation) => violation.id)).toEqual(
      [],
    );

    const withdraw = page.getByRole('button', { name: MY_APPLICATION_MESSAGES.withdrawAction });
    await withdraw.click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
    await expect(dialog).toContainText(MY_APPLICATION_MESSAGES.withdrawQuestion);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(withdraw).toBeFocused();

    await withdraw.click();
    await dialog.getByRole('button', { name: MY_APPLICATION_MESSAGES.withdrawAction }).click();
    await expect(page.getByRole('heading', { name: 'Application withdrawn' })).toBeFocused();
    await expect(page.getByText(MY_APPLICATION_MESSAGES.withdrawn)).toBeVisible();

    // Staff no longer find it.
    const recruiter = await requestSession(page.request, DEMO_PHONES.recruiter);
    const search = await page.request.get(`${API_PATHS.getApplications}?search=${first}`, {
      headers: { authorization: `Bearer ${recruiter.token}` },
    });
    expect(((await search.json()) as { total: number }).total).toBe(0);

    // The used token's 404, which the page turns into its message.
    problems.allow(/status of 404/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
    await expect(page.getByText(MY_APPLICATION_MESSAGES.invalidLink)).toBeVisible();
  });

  for (const viewport of WIDTHS) {
    test(`the applicant reads their own states, and the assigned recruiter hears of a withdrawal (${viewport.width} px)`, async ({
      page,
    }) => {
      // A job no other test withdraws from, so that the recruiter's e-mail is this test's.
      const job = { name: 'dynamics-365-crm-consultant', title: 'Microsoft Dynamics 365 CRM Consultant' };
      const first = `Olga${stamp()}`;
      const email = await applyToJob(page.request, first, job.name);
      const [confirmation] = await waitForMail(email, /^Your application for/);
      const link = /\/my-application\/[A-Za-z0-9_-]{43}/.exec(confirmation!.text);
      expect(link, confirmation!.text).not.toBeNull();

      // The recruiter takes it and moves it to Offer, without sending one.
      const recruiter = await requestSession(page.request, DEMO_PHONES.recruiter);
      const auth = { authorization: `Bearer ${recruiter.token}` };
      const found = await page.request.get(`${API_PATHS.getApplications}?search=${first}`, { headers: auth });
      const [application] = ((await found.json()) as { items: { id: string }[] }).items;
      const staff = await page.request.get(`${API_PATHS.getStaff}?pageSize=100`, { headers: auth });
      const recruiterId = ((await staff.json()) as { items: { id: string; name: string }[] }).items.find(
        (member) => member.name === recruiter.name,
      )?.id;
      const moved = await page.request.post(API_PATHS.updateApplication, {
        headers: auth,
        data: { id: application!.id, status: 'offer', assignedTo: recruiterId },
      });
      expect(moved.ok(), await moved.text()).toBe(true);

      await openAt(page, viewport, link![0]);
      const status = page.getByRole('definition').filter({ hasText: /^In review$/ });
      await expect(status).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: /^Offer$/ })).toHaveCount(0);
      await screenshot(page, { path: `/tmp/my-application-in-review-${viewport.width}.png`, fullPage: true });

      await page.getByRole('button', { name: MY_APPLICATION_MESSAGES.withdrawAction }).click();
      await page
        .getByRole('dialog', { name: 'Withdraw your application?' })
        .getByRole('button', { name: MY_APPLICATION_MESSAGES.withdrawAction })
        .click();
      await expect(page.getByRole('heading', { name: 'Application withdrawn' })).toBeFocused();
      // This withdrawal's e-mail, sent after the confirmation (the other width's test withdraws too).
      let notice: SentMail | undefined;
      await expect(async () => {
        const notices = await waitForMail(
          recruiter.email,
          new RegExp(`^An applicant for ${job.title} withdrew$`),
        );
        notice = notices.find((mail) => mail.at >= confirmation!.at);
        expect(notice).toBeDefined();
      }).toPass({ timeout: 15_000 });
      expect(notice?.text).toContain(`/back-office/applications?job=${job.name}`);
      for (const personal of [first, email, '6045550123']) expect(notice?.text).not.toContain(personal);
    });
  }

  test("a recruiter sees an inquiry's consent and erases its personal data, after confirming", async ({
    page,
  }) => {
    const first = `Erin${stamp()}`;
    const response = await page.request.post(API_PATHS.addContactUs, {
      data: {
        pro_firstname: first,
        pro_lastname: 'Eraseme',
        pro_email: `${first.toLowerCase()}@example.com`,
        pro_message: 'Please forget me afterwards.',
        pro_messagetype: MESSAGE_TYPES.contact,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    await signIn(page, 'recruiter');
    await page.goto(`/back-office/inquiries?search=${first}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: `${first} Eraseme` }).click();
    await expect(page.getByRole('heading', { name: `${first} Eraseme` })).toBeVisible();

    // The record shows when consent was given and which privacy notice the form showed.
    const consent = page.getByRole('region', { name: CONSENT_LABELS.section });
    await expect(consent.getByRole('term')).toHaveText([
      CONSENT_LABELS.consentAt,
      CONSENT_LABELS.noticeVersion,
    ]);
    await expect(consent.getByRole('definition')).toHaveText([
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
      PRIVACY_NOTICE_VERSION,
    ]);

    await page.getByRole('button', { name: ERASE_PERSONAL_DATA_ACTION }).click();
    const dialog = page.getByRole('dialog', { name: `${ERASE_PERSONAL_DATA_ACTION}?` });
    await dialog.getByRole('button', { name: ERASE_PERSONAL_DATA_ACTION }).click();
    await expect(page).toHaveURL(/\/back-office\/inquiries$/);
    await expect(page.getByText('Personal data erased.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(first);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByRole('link', { name: `${first} Eraseme` })).toHaveCount(0);
    await expect(page.getByText('No inquiries')).toBeVisible();
  });

  test('the forms link the privacy notice, the consultation its terms, and the footer both', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: /^Privacy notice/ })).toHaveAttribute('href', '/privacy');
    await page.goto('/free-consultation');
    await waitForHydration(page);
    await expect(page.getByRole('checkbox', { name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: /^Privacy notice/ })).toHaveAttribute('href', '/privacy');

    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deleting your data' })).toBeVisible();
    await page.getByRole('link', { name: 'Terms & Conditions' }).last().click();
    await expect(page.getByRole('heading', { name: 'Terms & Conditions', level: 1 })).toBeVisible();
  });
});
