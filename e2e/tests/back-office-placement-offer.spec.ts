import type { APIRequestContext } from '@playwright/test';
import { API_PATHS, todayIsoDate } from '@smartmove/contract';
import { axeScan, WCAG_TAGS } from '../support/axe';
import { solveCaptcha } from '../support/captcha';
import { expect, openAt, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { adminToken, registerAccount, signIn } from '../support/session';
import { screenshot } from '../support/screenshots';
import { between, stamp } from '../support/values';

/**
 * A job names its client ("Client" on the job form), and a placed submittal offers its placement
 * (docs/product.md#submittals): "Create placement" opens Add placement prefilled with the job's client, the
 * candidate's employee account, the job as the project, the bill rate and today; a recruiter without the
 * finance role reads who creates it instead.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const CONTOSO = 'Contoso Retail';

interface Job {
  id: string;
  jobName: string;
  title: string;
}

/** The staff calls a story's set-up makes, as Ada Admin (recruiter and finance both). */
async function asAdmin(request: APIRequestContext, path: string, body?: object): Promise<unknown> {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const response = body
    ? await request.post(path, { data: body, headers })
    : await request.get(path, { headers });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

async function apply(request: APIRequestContext, jobName: string, person: { last: string; email: string }) {
  const response = await request.post(API_PATHS.uaSubmitCandidate, {
    multipart: {
      FirstName: 'Placed',
      LastName: person.last,
      Email: person.email,
      skillPosition: jobName,
      LinkedIn: 'https://www.linkedin.com/in/applicant',
      pro_visastatus: '166110001',
      phoneNumber: `+1201${between(200, 999)}${between(1000, 9999)}`,
      file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
    headers: { 'x-captcha-token': await solveCaptcha(request) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * An applicant to `job` (an employee account of theirs first, when `withAccount`), submitted at $95.50/h, who
 * agrees from the e-mail and is moved on to "Placed". Answers the submittal's id.
 */
async function placedSubmittal(request: APIRequestContext, job: Job, withAccount: boolean) {
  const last = `Offer${stamp()}${stamp()}`;
  const email = `${last.toLowerCase()}@example.com`;
  if (withAccount) await registerAccount(request, 'employee', { name: `Placed ${last}`, email });
  await apply(request, job.jobName, { last, email });
  const applications = (await asAdmin(
    request,
    `${API_PATHS.getApplications}?search=${encodeURIComponent(last)}`,
  )) as { items: { id: string }[] };
  const applicationId = applications.items[0]?.id;
  if (!applicationId) throw new Error(`no application of ${last}`);
  const submittal = (await asAdmin(request, API_PATHS.submitToClient, {
    candidate: { source: 'application', id: applicationId },
    jobId: job.id,
    billRate: 9550,
  })) as { id: string };
  const [mail] = await waitForMail(email, /^May we represent you/);
  const token = /\/rtr\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no right-to-represent link in the e-mail');
  const answered = await request.post(API_PATHS.answerRightToRepresent, { data: { token, answer: 'agree' } });
  expect(answered.ok(), await answered.text()).toBe(true);
  for (const state of ['submitted_to_client', 'interview', 'offer', 'placed']) {
    await asAdmin(request, API_PATHS.updateSubmittal, { id: submittal.id, state });
  }
  return { id: submittal.id, name: `Placed ${last}` };
}

test.describe('a placed submittal offers its placement', () => {
  test.describe.configure({ timeout: 120_000 });

  test(`Ada posts a job naming its client, and creates the placement of its placed candidate at ${DESKTOP.width} px`, async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const title = `Placement Analyst ${stamp()}${stamp()}`;
    await openAt(page, DESKTOP, '/back-office/jobs');
    await page.getByRole('button', { name: 'New job' }).click();
    const dialog = page.getByRole('dialog', { name: 'New job' });
    await dialog.getByLabel('Job title').fill(title);
    await dialog.getByLabel('Location').fill('Seattle, WA');
    await dialog.getByLabel('Description').fill('Model retail demand.');
    await dialog.getByLabel('Skills').fill('SQL, Python');
    await dialog.getByLabel('Rate').fill('$90/hr C2C');
    // Choosing a client takes the place of a typed end client.
    await expect(dialog.getByLabel('End client')).toBeVisible();
    await dialog.getByLabel('Client', { exact: true }).selectOption({ label: CONTOSO });
    await expect(dialog.getByLabel('End client')).toHaveCount(0);
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations).toEqual([]);
    await dialog.getByRole('button', { name: 'Post job' }).click();
    await expect(dialog).toBeHidden();

    const jobs = (await asAdmin(
      page.request,
      `${API_PATHS.getJobsAdmin}?search=${encodeURIComponent(title)}`,
    )) as { items: (Job & { clientId: string | null; endClient: string })[] };
    const job = jobs.items[0];
    if (!job) throw new Error(`the job ${title} was not posted`);
    expect(job.endClient).toBe(CONTOSO);
    expect(job.clientId).not.toBeNull();

    // The edit shows the client chosen.
    await page.getByRole('button', { name: title }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${title}` });
    await expect(edit.getByLabel('Client', { exact: true })).toHaveValue(job.clientId ?? '');
    await page.keyboard.press('Escape');

    const submittal = await placedSubmittal(page.request, job, true);
    await openAt(page, DESKTOP, `/back-office/submittals/${submittal.id}`);
    const offer = page.getByRole('region', { name: 'Placement' });
    await expect(offer).toContainText(`${submittal.name} is placed with ${CONTOSO}`);
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations).toEqual([]);
    await screenshot(page, { path: `/tmp/placement-offer-${DESKTOP.width}.png`, fullPage: true });
    await offer.getByRole('link', { name: 'Create placement' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Placements' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add placement' });
    await expect(form.getByLabel('Client')).toHaveValue(job.clientId ?? '');
    await expect(form.getByLabel('Consultant').locator('option:checked')).toHaveText(submittal.name);
    await expect(form.getByLabel('Project')).toHaveValue(title);
    await expect(form.getByLabel('Bill rate per hour')).toHaveValue('95.50');
    await expect(form.getByLabel('Start date')).toHaveValue(todayIsoDate());
    await form.getByLabel('Pay rate per hour').fill('70');
    await form.getByRole('button', { name: 'Add placement' }).click();
    await expect(page.getByText(`Placement on ${title} added`)).toBeVisible();
  });

  test(`a recruiter reads the offer, and that the consultant needs an account first, at ${PHONE.width} px`, async ({
    page,
  }) => {
    const contoso = (
      (await asAdmin(page.request, `${API_PATHS.getClientNames}?pageSize=100`)) as {
        items: { id: string; name: string }[];
      }
    ).items.find((client) => client.name === CONTOSO);
    const job = (await asAdmin(page.request, API_PATHS.addC2CJob, {
      title: `Placement Engineer ${stamp()}${stamp()}`,
      location: 'Seattle, WA',
      description: 'Build pipelines.',
      skills: 'Spark, SQL',
      rate: '$80/hr C2C',
      clientId: contoso?.id,
    })) as Job;
    const submittal = await placedSubmittal(page.request, job, false);

    await signIn(page, 'recruiter');
    await openAt(page, PHONE, `/back-office/submittals/${submittal.id}`);
    const offer = page.getByRole('region', { name: 'Placement' });
    await expect(offer).toContainText(`${submittal.name} is placed with ${CONTOSO}`);
    await expect(offer).toContainText('created by finance or an admin');
    await expect(offer).toContainText('The consultant must have an account first');
    // Rita cannot add a placement: no link to a form she could not submit.
    await expect(offer.getByRole('link', { name: 'Create placement' })).toHaveCount(0);
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, { path: `/tmp/placement-offer-${PHONE.width}.png`, fullPage: true });
  });
});
