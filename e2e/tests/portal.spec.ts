import { crc32, deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { PORTAL_MESSAGES, SUCCESS_MESSAGES, addDays, mondayOf, todayIsoDate } from '@smartmove/contract';
import { expect, test, waitForHydration } from '../support/fixtures';
import { hoursBox } from '../support/time-sheets';
import { randomWorkingWeek, stamp } from '../support/values';
import { saveAddress } from '../support/profile';
import { assignProjects, uniqueProjectName } from '../support/projects';
import { type Role, signIn, signInAsNewUser as signInAsNewAccount } from '../support/session';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/**
 * A one-sheet .xlsx workbook with inline-string cells: a ZIP of deflated XML parts, with the workbook's
 * relationships part and the sizes and checksums a spreadsheet program writes.
 */
function xlsxWorkbook(rows: string[][]): Buffer {
  const cell = (value: string, column: number, row: number) =>
    `<c r="${String.fromCharCode(65 + column)}${row}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const sheetRows = rows
    .map(
      (cells, index) =>
        `<row r="${index + 1}">${cells.map((value, column) => cell(value, column, index + 1)).join('')}</row>`,
    )
    .join('');
  const parts: Record<string, string> = {
    'xl/workbook.xml':
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Bench" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
  };
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, xml] of Object.entries(parts)) {
    const nameBytes = Buffer.from(name);
    const raw = Buffer.from(xml);
    const data = deflateRawSync(raw);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(raw), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(raw.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(raw), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(raw.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(header, nameBytes, data);
    central.push(entry, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** A new account of the role, signed in, named as these tests expect (session.ts signInAsNewUser). */
const signInAsNewUser = (
  page: Page,
  role: Role,
  name = role === 'employee' ? 'Erin Employee' : 'Pat Partner',
) => signInAsNewAccount(page, role, { name });

test.describe('employee portal', () => {
  test('the dashboard shows the week, the leave balance, claims and cases, each leading to its screen', async ({
    page,
  }) => {
    await signIn(page, 'employee');
    await open(page, '/dashboard');
    await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Time sheets',
      'Leave',
      'Claims',
      'Payslips',
      'Support',
      'My profile',
    ]);
    const leave = page.getByRole('region', { name: 'Leave balance' });
    await expect(leave).toContainText(/\d+(\.\d+)? days of paid time off/);
    await expect(leave).toContainText('20 a year, 1.7 a month, up to 25');
    await expect(page.getByRole('region', { name: "This week's time sheet" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Open claims' })).toContainText('awaiting approval');
    await expect(page.getByRole('region', { name: 'Open cases' })).toContainText('open');
    await leave.getByRole('link', { name: /Apply for leave/ }).click();
    await expect(page).toHaveURL(/\/apply-leave$/);
    await expect(page.getByRole('heading', { name: 'Apply leave', level: 1 })).toBeVisible();
  });

  test('enters a week of hours, sees the over-40 warning, saves a draft and submits it', async ({ page }) => {
    const session = await signInAsNewUser(page, 'employee');
    const [retail, training] = [
      uniqueProjectName('Retail analytics'),
      uniqueProjectName('Internal training'),
    ];
    await assignProjects(page.request, session, [retail, training]);
    const lastMonday = addDays(mondayOf(todayIsoDate()), -7);
    await open(page, `/new-time-sheet?week=${lastMonday}`);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByLabel('Project 1', { exact: true })).toHaveAccessibleDescription(
      PORTAL_MESSAGES.timeSheet.project,
    );

    await page.getByLabel('Project 1', { exact: true }).selectOption(retail);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await hoursBox(page, day).fill('8');
    }
    await page.getByRole('button', { name: 'Add project' }).click();
    await page.getByLabel('Project 2', { exact: true }).selectOption(training);
    await hoursBox(page, 'Saturday', 2).fill('2.5');
    await expect(page.getByText(PORTAL_MESSAGES.timeSheet.overWeeklyHours)).toBeVisible();
    await expect(page.getByRole('paragraph').filter({ hasText: /^Week total: 42.5 h$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(/\/time-sheet$/);
    const row = page.getByRole('row', { name: new RegExp(`${retail}, ${training}`) });
    await expect(row).toContainText('42.5 h');
    await expect(row).toContainText('Submitted');

    await row.getByRole('link', { name: /View/ }).click();
    await expect(page.getByText(/This week was submitted on .* and can no longer be changed/)).toBeVisible();
    await expect(page.getByLabel('Project 1', { exact: true })).toBeDisabled();
  });

  test('requests leave, sees it listed, and is told clearly when dates overlap', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 409/);
    await signInAsNewUser(page, 'employee');
    await open(page, '/apply-leave');
    await expect(page.getByRole('region', { name: 'Paid time off balance' })).toContainText(
      '1.7 days available',
    );

    await page.getByRole('button', { name: 'Apply for leave' }).click();
    await expect(page.getByLabel('Leave type', { exact: true })).toHaveAccessibleDescription(
      PORTAL_MESSAGES.leave.type,
    );
    await expect(page.getByLabel('Reason', { exact: true })).toHaveAccessibleDescription(
      new RegExp(PORTAL_MESSAGES.leave.reason),
    );

    // A Monday and Tuesday ahead that are both working days: the request counts 2 of them.
    const monday = randomWorkingWeek(2, 20);
    await page.getByLabel('Leave type', { exact: true }).selectOption({ label: 'Sick leave' });
    await page.getByLabel('From', { exact: true }).fill(monday);
    await page.getByLabel('To', { exact: true }).fill(addDays(monday, 1));
    await expect(page.getByText('This request covers 2 working days.')).toBeVisible();
    await page.getByLabel('Reason', { exact: true }).fill('Surgery and recovery');
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    await expect(page.getByText(/^Leave requested for/)).toBeVisible();
    const row = page.getByRole('row', { name: /Sick leave/ });
    await expect(row).toContainText('2 days');
    await expect(row).toContainText('Pending');

    // An overlapping request is refused and what was typed stays.
    await page.getByLabel('Leave type', { exact: true }).selectOption({ label: 'Unpaid leave' });
    await page.getByLabel('From', { exact: true }).fill(addDays(monday, 1));
    await page.getByLabel('To', { exact: true }).fill(addDays(monday, 3));
    await page.getByLabel('Reason', { exact: true }).fill('Moving house');
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    // Once, on its field (no toast repeating it).
    await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription(
      new RegExp(PORTAL_MESSAGES.leave.overlap),
    );
    await expect(page.getByLabel('Reason', { exact: true })).toHaveValue('Moving house');

    // More paid time off than accrued is refused too.
    await page.getByLabel('Leave type', { exact: true }).selectOption({ label: 'Paid time off' });
    await page.getByLabel('From', { exact: true }).fill(addDays(monday, 7));
    await page.getByLabel('To', { exact: true }).fill(addDays(monday, 11));
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
      new RegExp(PORTAL_MESSAGES.leave.insufficientBalance),
    );
  });

  test('claims an expense with a receipt after fixing the field errors', async ({ page }) => {
    await signInAsNewUser(page, 'employee');
    await open(page, '/employee-claims');
    await expect(page.getByText('No claims yet')).toBeVisible();

    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect(page.getByLabel('Category', { exact: true })).toHaveAccessibleDescription(
      PORTAL_MESSAGES.expense.category,
    );
    await expect(page.getByLabel('Amount', { exact: true })).toHaveAccessibleDescription(
      PORTAL_MESSAGES.expense.amount,
    );
    await expect(page.getByLabel('Receipt', { exact: true })).toHaveAccessibleDescription(
      new RegExp(PORTAL_MESSAGES.expense.receipt),
    );

    await page.getByLabel('Expense date', { exact: true }).fill(addDays(todayIsoDate(), -2));
    await page.getByLabel('Category', { exact: true }).selectOption('Travel');
    await page.getByLabel('Amount', { exact: true }).fill('86.40');
    await page.getByLabel('Currency', { exact: true }).selectOption('USD');
    await page.getByLabel('Description', { exact: true }).fill('Taxi to the client site and back');
    await page
      .getByLabel('Receipt', { exact: true })
      .setInputFiles({ name: 'taxi-receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Submit claim' }).click();

    await expect(page.getByText('Claim of $86.40 submitted')).toBeVisible();
    const row = page.getByRole('row', { name: /Travel/ });
    await expect(row).toContainText('$86.40');
    await expect(row).toContainText('taxi-receipt.png');
    await expect(row).toContainText('Submitted');
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('');
  });

  test('raises a support case and follows it on the support page', async ({ page }) => {
    await signInAsNewUser(page, 'employee');
    await open(page, '/support');
    await expect(page.getByText('No cases yet')).toBeVisible();
    await page.getByRole('link', { name: 'Raise a new case' }).click();
    await expect(page).toHaveURL(/\/new-cases$/);

    const title = `Laptop keyboard broken ${stamp()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category', { exact: true }).selectOption('IT and equipment');
    await page.getByLabel('Priority', { exact: true }).selectOption('High');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Several keys stopped working after the update.');
    await page.getByRole('button', { name: 'Raise case' }).click();

    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByText(/^Case CS-[A-Z2-9]{8} raised$/)).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('Open');
    await expect(card).toContainText('IT and equipment · High priority');
  });

  test('shows submitted script text as inert text', async ({ page }) => {
    await signInAsNewUser(page, 'employee');
    await open(page, '/new-cases');
    const title = `<img src=x onerror="window.__injected=1"> ${stamp()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category', { exact: true }).selectOption('IT and equipment');
    await page.getByLabel('Priority', { exact: true }).selectOption('High');
    await page
      .getByLabel('Description', { exact: true })
      .fill('<script>window.__injected = 2</script> shown as text, never run');
    await page.getByRole('button', { name: 'Raise case' }).click();

    await expect(page).toHaveURL(/\/support$/);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    expect(await card.locator('img, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  });

  test('updates personal information and address on the profile, kept after a reload', async ({ page }) => {
    const name = `Erin ${stamp().replace(/^./, (letter) => letter.toUpperCase())}`;
    await signInAsNewUser(page, 'employee', name);
    await open(page, '/myprofile');
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

    await page.getByLabel('Date of birth', { exact: true }).fill('1990-04-12');
    await page.getByLabel('Marital status', { exact: true }).selectOption('Married');
    await page.getByLabel('Emergency contact name', { exact: true }).fill('Sam Employee');
    await page.getByLabel('Emergency contact phone', { exact: true }).fill('2065550111');
    await page.getByRole('button', { name: 'Save personal information' }).click();
    await expect(page.getByText('Personal information saved')).toBeVisible();

    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByLabel('City', { exact: true })).toHaveAccessibleDescription(
      PORTAL_MESSAGES.profile.city,
    );
    await saveAddress(page, { street: '500 Pine Street', city: 'Seattle' });

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('1990-04-12');
    await expect(page.getByLabel('Emergency contact name', { exact: true })).toHaveValue('Sam Employee');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Seattle');
    await expect(page.getByLabel('ZIP or postal code', { exact: true })).toHaveValue('98101');
  });

  test('a partner opening an employee screen is told it is not for their role', async ({ page }) => {
    await signIn(page, 'partner');
    await open(page, '/time-sheet');
    await expect(page.getByRole('alert')).toContainText(PORTAL_MESSAGES.roleNotAllowed);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByRole('region', { name: 'Bench size' })).toBeVisible();
  });
});

test.describe('partner portal', () => {
  test('the dashboard shows the bench, submissions and newest C2C jobs', async ({ page }) => {
    await signIn(page, 'partner');
    await open(page, '/dashboard');
    await expect(page.getByRole('region', { name: 'Bench size' })).toContainText(/\d+ consultants?/);
    await expect(page.getByRole('region', { name: 'Recent submissions' })).toBeVisible();
    const jobs = page.getByRole('region', { name: 'Newest C2C jobs' });
    await expect(jobs.getByRole('listitem')).toHaveCount(3);
    await jobs.getByRole('link', { name: /All C2C jobs/ }).click();
    await expect(page).toHaveURL(/\/view-all-c2c-jobs$/);
  });

  test('finds a C2C job with filters kept in the URL, submits a candidate and sees the submission', async ({
    page,
  }) => {
    await signInAsNewUser(page, 'partner');
    await open(page, '/view-all-c2c-jobs');
    await page.getByLabel('Keyword', { exact: true }).fill('snowflake');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/keyword=snowflake/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Snowflake Data Architect']);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Keyword', { exact: true })).toHaveValue('snowflake');
    await page.getByRole('link', { name: 'View details of Snowflake Data Architect' }).click();
    await expect(page).toHaveURL(/\/view-details\/snowflake-data-architect$/);
    await expect(page.getByRole('heading', { name: 'Snowflake Data Architect', level: 1 })).toBeVisible();

    const first = `Nora ${stamp().replace(/^./, (letter) => letter.toUpperCase())}`;
    await page.getByLabel('First Name', { exact: true }).fill(first);
    await page.getByLabel('Last Name', { exact: true }).fill('Candidate');
    await page.getByLabel('Email', { exact: true }).fill(`nora.${stamp()}@example.com`);
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('2015550166');
    await page.getByLabel('LinkedIn', { exact: true }).fill('https://www.linkedin.com/in/nora-candidate');
    await page.getByLabel('Visa Status', { exact: true }).selectOption({ label: 'GC' });
    await page
      .getByLabel('Resume', { exact: true })
      .setInputFiles({ name: 'nora-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Apply Now for this candidate' }).click();
    const thanks = page.getByRole('dialog', { name: SUCCESS_MESSAGES.submission });
    await expect(thanks).toBeVisible();
    await thanks.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Submissions' }).click();
    const row = page.getByRole('row', { name: new RegExp(`${first} Candidate`) });
    await expect(row).toContainText('Snowflake Data Architect');
    await expect(row).toContainText('GC');
    await expect(row).toContainText('New');
  });

  test('uploads a bench CSV, sees per-row errors and duplicates in the preview, fixes them and saves', async ({
    page,
  }) => {
    await signInAsNewUser(page, 'partner');
    await open(page, '/upload-your-bench-sales-data');
    const name = `Priya ${stamp().replace(/^./, (letter) => letter.toUpperCase())}`;
    const csv = [
      'Name,Title,Experience,Location,Visa Status,Skills,Email,Phone',
      `${name},Data Engineer,7 Years,"Austin, TX",h1b,"Python, Spark",,(201) 555-0199`,
      `R2D2,QA Engineer,many,"Denver, CO",Tourist,Selenium,not-an-email,`,
      `${name.toLowerCase()},Data Engineer,7,"Austin, TX",H1B,Python,,`,
    ].join('\n');
    await page
      .getByLabel('Bench file (CSV or XLSX)', { exact: true })
      .setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    await expect(page.getByRole('status').filter({ hasText: 'ready to save' })).toHaveText(
      '1 consultant ready to save, 1 row with errors, 1 duplicate.',
    );
    const invalid = page.getByRole('row', { name: /R2D2/ });
    await expect(invalid).toContainText("Name: Only letters, spaces and ' - . , are allowed");
    await expect(invalid).toContainText(`Experience (years): ${PORTAL_MESSAGES.bench.experience}`);
    await expect(invalid).toContainText(`Visa status: ${PORTAL_MESSAGES.bench.visaStatus}`);
    await expect(page.getByRole('row', { name: /^3 / })).toContainText(
      PORTAL_MESSAGES.bench.duplicateInUpload,
    );

    // Save is disabled and says so while a row has an error; the partner removes it, and the rest is saved.
    await expect(page.getByRole('button', { name: 'Fix 1 row to save' })).toBeDisabled();
    await page.getByRole('button', { name: 'Fix rows here' }).click();
    await page.getByRole('button', { name: 'Remove consultant 2' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ready to save' })).toHaveText(
      '1 consultant ready to save, 1 duplicate.',
    );
    await page.getByRole('button', { name: 'Save 1 consultant' }).click();
    await expect(page).toHaveURL(/\/my-bench-list$/);
    await expect(page.getByText('1 consultant added to your bench')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('7 Years');
    await expect(row).toContainText('H1B');
    await expect(row).toContainText('+12015550199');

    // The same consultant again is recognised as already on the bench.
    await open(page, '/upload-your-bench-sales-data');
    await page.getByRole('button', { name: 'Type rows' }).click();
    const consultant = page.getByRole('group', { name: 'Consultant 1' });
    await consultant.getByLabel('Title', { exact: true }).fill('Data Engineer');
    await consultant.getByLabel('Name', { exact: true }).fill(name);
    await consultant.getByLabel('Experience (years)', { exact: true }).fill('7');
    await consultant.getByLabel('Location', { exact: true }).fill('Austin, TX');
    await consultant.getByLabel('Visa status', { exact: true }).selectOption('H1B');
    await consultant.getByLabel('Skills', { exact: true }).fill('Python');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
      PORTAL_MESSAGES.bench.duplicateOnBench,
    );
    await expect(page.getByRole('button', { name: 'Save 0 consultants' })).toBeDisabled();
  });

  test('reads an Excel (.xlsx) bench sheet into the preview and saves it', async ({ page }) => {
    await signInAsNewUser(page, 'partner');
    await open(page, '/upload-your-bench-sales-data');
    const name = `Omar ${stamp().replace(/^./, (letter) => letter.toUpperCase())}`;
    const workbook = xlsxWorkbook([
      ['Title', 'Name', 'Years of Experience', 'Location', 'Visa', 'Skills'],
      ['Salesforce Developer', name, '9', 'Chicago, IL', 'GC', 'Apex, Lightning'],
    ]);
    await page.getByLabel('Bench file (CSV or XLSX)', { exact: true }).setInputFiles({
      name: 'bench.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    });
    await expect(page.getByRole('status').filter({ hasText: 'ready to save' })).toHaveText(
      '1 consultant ready to save.',
    );
    await page.getByRole('button', { name: 'Save 1 consultant' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('9 Years');
  });

  test('searches the whole bench list by keyword', async ({ page }) => {
    await signIn(page, 'partner');
    await open(page, '/bench-list');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Dynamics');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/keyword=Dynamics/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Microsoft Dynamics CRM Developer']);
    await expect(page.getByText(/1 consultant matching/)).toBeVisible();
  });

  test('an employee opening a partner screen is told it is not for their role', async ({ page }) => {
    await signIn(page, 'employee');
    await open(page, '/upload-your-bench-sales-data');
    await expect(page.getByRole('alert')).toContainText(PORTAL_MESSAGES.roleNotAllowed);
  });
});

test.describe('public C2C job board and hot list', () => {
  test('filters the job board in the URL and opens a job with its JobPosting data', async ({ page }) => {
    await open(page, '/c2c-job-board');
    await page.getByLabel('Remote', { exact: true }).selectOption({ label: 'Remote only' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/remote=true/);
    const titles = page.getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(3);
    await expect(page.getByText('3 open jobs match your search')).toBeVisible();

    await page.getByRole('link', { name: 'View details of Databricks Platform Engineer' }).click();
    await expect(page).toHaveURL(/\/c2c-job-board-details\/databricks-platform-engineer$/);
    await expect(page.getByRole('heading', { name: 'Databricks Platform Engineer', level: 1 })).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: 'Databricks Platform Engineer',
      jobLocationType: 'TELECOMMUTE',
      employmentType: 'CONTRACTOR',
    });
    await expect(page.getByRole('link', { name: /Apply Now/ })).toHaveAttribute(
      'href',
      '/applynow/databricks-platform-engineer',
    );
  });

  test('shows "not found" for an unknown or removed job', async ({ page, problems }) => {
    // The page and the API both answer 404 for it (docs/product.md#jobs).
    problems.allow(/status of 404/);
    await open(page, '/c2c-job-board-details/no-such-job');
    await expect(page.getByRole('heading', { name: 'Error 404 Page Not Found', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'See all open C2C jobs' }).click();
    await expect(page).toHaveURL(/\/c2c-job-board$/);
  });

  test('searches the hot list, which shows no contact details', async ({ page }) => {
    await open(page, '/hot-list');
    await expect(page.getByRole('heading', { name: 'Data Engineer', level: 2 }).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Power BI');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/keyword=Power\+BI|keyword=Power%20BI/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Power BI Developer']);
    await expect(page.getByRole('main')).not.toContainText('@');
  });
});
