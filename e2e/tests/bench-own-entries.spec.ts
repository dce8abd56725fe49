import type { APIRequestContext, Page } from '@playwright/test';
import { PORTAL_MESSAGES, SUCCESS_MESSAGES } from '@smartmove/contract';
import { axeScan, WCAG_TAGS } from '../support/axe';
import { expect, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { adminToken, registerAccount, storeSession, type SignedInSession } from '../support/session';
import { screenshot } from '../support/screenshots';

/**
 * Issue 21, bench: the visa labels people write, skills split on commas and semicolons, a partner's edit
 * and removal of their own consultants, and "Submit Candidate" picking from the partner's bench.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** A surname no other test uses (letters only, as bench names must be). */
function surname(): string {
  const letters = Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${letters[0]!.toUpperCase()}${letters.slice(1).join('')}`;
}

async function openAs(
  page: Page,
  session: SignedInSession,
  viewport: { width: number; height: number },
  url: string,
) {
  await page.setViewportSize(viewport);
  await storeSession(page, session);
  await page.goto(url);
  await waitForHydration(page);
}

async function newPartner(request: APIRequestContext) {
  return (await registerAccount(request, 'partner', { name: 'Bea Bench' })).session;
}

/** Puts consultants on the partner's bench through the API; their ids, in order. */
async function addToBench(
  request: APIRequestContext,
  session: SignedInSession,
  candidates: Array<Record<string, unknown>>,
): Promise<string[]> {
  const headers = { authorization: `Bearer ${session.token}` };
  const upload = await request.post('/CRM/UploadBenchList', { headers, data: { candidates } });
  expect(upload.status(), await upload.text()).toBe(200);
  const mine = await request.get('/CRM/GetMyBenchList?pageSize=50', { headers });
  const items = ((await mine.json()) as { items: Array<{ id: string; name: string }> }).items;
  return candidates.map((candidate) => items.find((item) => item.name === candidate.name)!.id);
}

test.describe('bench at 390 px', () => {
  test('a partner edits a published consultant, who waits for review again, and removes another', async ({
    page,
  }) => {
    const partner = await newPartner(page.request);
    const last = surname();
    const [editedId] = await addToBench(page.request, partner, [
      {
        title: 'Data Engineer',
        name: `Eli ${last}`,
        exp: 6,
        location: 'Austin, TX',
        visaStatus: 'H1B',
        skills: 'Python',
      },
      {
        title: 'QA Engineer',
        name: `Rae ${last}`,
        exp: 4,
        location: 'Denver, CO',
        visaStatus: 'OPT',
        skills: 'Selenium',
      },
    ]);
    const published = await page.request.post('/CRM/PublishBenchCandidate', {
      headers: { authorization: `Bearer ${await adminToken()}` },
      data: { id: editedId },
    });
    expect(published.status()).toBe(200);
    await openAs(page, partner, WIDTHS[0], '/my-bench-list');
    const eli = page.getByRole('row', { name: new RegExp(`Eli ${last}`) });
    await expect(eli).toContainText('Published');

    await eli.getByRole('button', { name: `Edit Eli ${last}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Eli ${last}` });
    await expect(dialog).toContainText('takes this consultant off the hot list');
    await dialog.getByLabel('Skills', { exact: true }).fill(' ; , ');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByLabel('Skills', { exact: true })).toHaveAccessibleDescription(
      PORTAL_MESSAGES.bench.skills,
    );
    await expect(dialog.getByLabel('Skills', { exact: true })).toBeFocused();
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations, 'the edit dialog').toEqual([]);
    await dialog.getByLabel('Title', { exact: true }).fill('Senior Data Engineer');
    await dialog.getByLabel('Visa status', { exact: true }).selectOption('GC');
    await dialog.getByLabel('Skills', { exact: true }).fill('Python; dbt, Airflow');
    await screenshot(page, { path: `/tmp/bench-helper-edit-390.png` });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Eli ${last} saved`)).toBeVisible();
    await expect(eli).toContainText('Senior Data Engineer');
    await expect(eli).toContainText('GC');
    await expect(eli).toContainText('Python, dbt, Airflow');
    await expect(eli).toContainText('Waiting for review');

    const rae = page.getByRole('row', { name: new RegExp(`Rae ${last}`) });
    await rae.getByRole('button', { name: `Remove Rae ${last}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove Rae ${last}?` });
    await expect(confirm).toBeVisible();
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations, 'the remove dialog').toEqual([]);
    await screenshot(page, { path: `/tmp/bench-helper-remove-390.png` });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText(`Rae ${last} removed from your bench`)).toBeVisible();
    await expect(rae).toHaveCount(0);
    await expect(page.getByText('1 consultant on your bench')).toBeVisible();
    await screenshot(page, { path: `/tmp/bench-helper-my-bench-390.png`, fullPage: true });
  });

  test('"Submit Candidate" picks the consultant from the partner\'s own bench', async ({ page }) => {
    const partner = await newPartner(page.request);
    const last = surname();
    await addToBench(page.request, partner, [
      {
        title: 'Snowflake Engineer',
        name: `Noor ${last}`,
        exp: 8,
        location: 'Seattle, WA',
        visaStatus: 'Green Card',
        skills: 'Snowflake; dbt, SQL',
        email: `noor.${last.toLowerCase()}@example.com`,
        phone: '+12015550177',
      },
    ]);
    await openAs(page, partner, WIDTHS[0], '/view-details/senior-data-engineer');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Apply Now for this candidate' }) });
    await form
      .getByLabel('Consultant from your bench')
      .selectOption({ label: `Noor ${last} · Snowflake Engineer · GC` });
    await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('Noor');
    await expect(form.getByLabel('Last Name', { exact: true })).toHaveValue(last);
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(
      `noor.${last.toLowerCase()}@example.com`,
    );
    await expect(form.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue(/555.?0177/);
    await expect(form.getByLabel('Visa Status', { exact: true })).toHaveValue('166110003');
    await expect(form.getByLabel('Consultant from your bench')).toHaveAccessibleDescription(
      'Snowflake Engineer, 8 Years, Seattle, WA. Skills: Snowflake, dbt, SQL.',
    );
    await form.getByLabel('LinkedIn', { exact: true }).fill('https://www.linkedin.com/in/noor');
    await form
      .getByLabel('Resume', { exact: true })
      .setInputFiles({ name: 'noor-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await screenshot(form, { path: `/tmp/bench-helper-submit-390.png` });
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations, 'the picker').toEqual([]);
    await form.getByRole('button', { name: 'Apply Now for this candidate' }).click();
    const thanks = page.getByRole('dialog', { name: SUCCESS_MESSAGES.submission });
    await expect(thanks).toBeVisible();
    await thanks.getByRole('button', { name: 'Close' }).click();
    await expect(form.getByLabel('Consultant from your bench')).toHaveValue('');
    await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('');
  });
});

test.describe('bench upload at 390 px', () => {
  test("a file with the page's own column list is read, and Save says what to fix until it can save", async ({
    page,
  }) => {
    const partner = await newPartner(page.request);
    await openAs(page, partner, WIDTHS[0], '/upload-your-bench-sales-data');
    // The columns exactly as the page lists them ("… with the columns Title, Name, …; email and phone …").
    const lead = await page.getByText(/with the columns/).textContent();
    const listed = /with the columns (.+?);/.exec(lead ?? '')?.[1]?.split(', ') ?? [];
    expect(listed).toEqual([
      'Title',
      'Name',
      'Experience (years)',
      'Location',
      'Visa status',
      'Skills',
      'Email',
      'Phone',
    ]);
    const last = surname();
    const csv = [
      listed.join(','),
      `Data Engineer,Ada ${last},7,"Austin, TX",H1B,"Python, Spark",,`,
      `QA Engineer,Ben ${last},5,"Denver, CO",TN,Selenium,,`,
      `Architect,Cy ${last},12,"Dallas, TX",GC,AWS,,`,
    ].join('\n');
    await page
      .getByLabel('Bench file (CSV or XLSX)', { exact: true })
      .setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByRole('status').filter({ hasText: 'ready to save' })).toHaveText(
      '2 consultants ready to save, 1 row with errors.',
    );
    const save = page.getByRole('button', { name: 'Fix 1 row to save' });
    await expect(save).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0);
    expect((await axeScan(page, WCAG_TAGS).analyze()).violations, 'the preview').toEqual([]);
    await screenshot(page, { path: `/tmp/bench-fix-rows-390.png`, fullPage: true });

    await page.getByRole('button', { name: 'Fix rows here' }).click();
    await page.getByRole('button', { name: 'Remove consultant 2' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Save 2 consultants' }).click();
    await expect(page).toHaveURL(/\/my-bench-list$/);
    await expect(page.getByRole('row', { name: new RegExp(`Ada ${last}`) })).toContainText('7 Years');
    await expect(page.getByRole('row', { name: new RegExp(`Cy ${last}`) })).toContainText('GC');
  });
});

test.describe('bench at 1280 px', () => {
  test('an upload maps the visa labels people write and splits skills on commas and semicolons', async ({
    page,
  }) => {
    const partner = await newPartner(page.request);
    await openAs(page, partner, WIDTHS[1], '/upload-your-bench-sales-data');
    const last = surname();
    const csv = [
      // The column titles as the page lists them.
      'Title,Name,Experience (years),Location,Visa status,Skills',
      `Data Engineer,Uma ${last},7,"Austin, TX",US Citizen,"Python; Spark, Airflow"`,
      `QA Engineer,Hari ${last},5,"Denver, CO",H-1B,Selenium`,
      `Architect,Gina ${last},12,"Dallas, TX",Green Card,"AWS; aws, Terraform"`,
      `Analyst,Tina ${last},3,"Miami, FL",TN,SQL`,
    ].join('\n');
    await page
      .getByLabel('Bench file (CSV or XLSX)', { exact: true })
      .setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByRole('status').filter({ hasText: 'ready to save' })).toHaveText(
      '3 consultants ready to save, 1 row with errors.',
    );
    await expect(page.getByRole('row', { name: new RegExp(`Uma ${last}`) })).toContainText('CITIZEN');
    await expect(page.getByRole('row', { name: new RegExp(`Gina ${last}`) })).toContainText('GC');
    await expect(page.getByRole('row', { name: new RegExp(`Tina ${last}`) })).toContainText(
      `Visa status: ${PORTAL_MESSAGES.bench.visaStatus}`,
    );
    await screenshot(page, { path: `/tmp/bench-helper-upload-1280.png`, fullPage: true });

    // Save never offers what it would refuse: while a row has an error it says so and is disabled.
    await expect(page.getByRole('button', { name: 'Fix 1 row to save' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0);
    await screenshot(page, { path: `/tmp/bench-fix-rows-1280.png`, fullPage: true });
    const stored = await page.request.get('/CRM/GetMyBenchList', {
      headers: { authorization: `Bearer ${partner.token}` },
    });
    expect(((await stored.json()) as { total: number }).total).toBe(0);
    await expect(page).toHaveURL(/\/upload-your-bench-sales-data$/);

    await page.getByRole('button', { name: 'Fix rows here' }).click();
    await page
      .getByRole('group', { name: 'Consultant 4' })
      .getByLabel('Visa status', { exact: true })
      .selectOption('EAD');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ready to save' })).toHaveText(
      '4 consultants ready to save.',
    );
    await page.getByRole('button', { name: 'Save 4 consultants' }).click();
    await expect(page).toHaveURL(/\/my-bench-list$/);
    await expect(page.getByRole('row', { name: new RegExp(`Tina ${last}`) })).toContainText('EAD');
    const uma = page.getByRole('row', { name: new RegExp(`Uma ${last}`) });
    await expect(uma).toContainText('CITIZEN');
    await expect(uma).toContainText('Python, Spark, Airflow');
    await expect(page.getByRole('row', { name: new RegExp(`Hari ${last}`) })).toContainText('H1B');
    const gina = page.getByRole('row', { name: new RegExp(`Gina ${last}`) });
    await expect(gina).toContainText('GC');
    await expect(gina).toContainText('AWS, Terraform');
  });
});
