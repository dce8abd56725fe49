import type { APIRequestContext, Page } from '@playwright/test';
import { BENCH_REVIEW_MESSAGES } from '@smartmove/contract';
import {
  expect,
  openAt,
  test,
  tokenOf,
  waitForHydration,
  WIDTHS,
  type DemoSessions,
} from '../support/fixtures';
import { screenshot } from '../support/screenshots';

/** A consultant's name no other test uses (letters and spaces only, as bench names must be). */
function uniqueName(first: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${first} ${letters[0]!.toUpperCase()}${letters.slice(1).join('')}`;
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** A name as the public hot list shows it: the first name and the surname's initial ("Bench Q."). */
function publishedName(name: string): string {
  const [first, last] = name.split(' ');
  return `${first} ${last!.charAt(0)}.`;
}

/** The public hot list searched for `name` (shown with the surname's initial, as the seeded ones). */
async function expectOnHotList(page: Page, name: string, listed: boolean): Promise<void> {
  await open(page, `/hot-list?keyword=${encodeURIComponent(name)}`);
  if (listed) {
    await expect(page.getByText(publishedName(name), { exact: true })).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toHaveCount(0);
    await expect(page.getByText(/1 consultant available/)).toBeVisible();
  } else {
    await expect(page.getByText('No consultants match your search')).toBeVisible();
  }
}

test.describe('bench publishing', () => {
  test.use({ signedInAs: 'partner' });

  test("a partner's upload stays off the hot list until Rita Recruiter publishes it; the partner sees Published", async ({
    page,
    pageAs,
  }) => {
    // Five screens in three browsers (partner, visitor, recruiter): on the shared 2-core machine, up to ~50 s.
    test.setTimeout(120_000);
    const name = uniqueName('Bench');
    await open(page, '/upload-your-bench-sales-data');
    await page.getByRole('button', { name: 'Type rows' }).click();
    const consultant = page.getByRole('group', { name: 'Consultant 1' });
    await consultant.getByLabel('Title', { exact: true }).fill('Databricks Engineer');
    await consultant.getByLabel('Name', { exact: true }).fill(name);
    await consultant.getByLabel('Experience (years)', { exact: true }).fill('8');
    await consultant.getByLabel('Location', { exact: true }).fill('Austin, TX');
    await consultant.getByLabel('Visa status', { exact: true }).selectOption('GC');
    await consultant.getByLabel('Skills', { exact: true }).fill('Databricks, Spark');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Save 1 consultant' }).click();
    await expect(page).toHaveURL(/\/my-bench-list$/);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Waiting for review');

    const { page: visitor } = await pageAs(undefined, { url: '/' });
    await expectOnHotList(visitor, name, false);

    const { page: rita } = await pageAs('recruiter', { url: '/back-office/bench' });
    await expect(rita.getByRole('heading', { level: 1, name: 'Bench' })).toBeVisible();
    await rita.getByRole('searchbox', { name: 'Search' }).fill(name);
    const row = rita.getByRole('row', { name: new RegExp(name) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Parker Partner');
    await expect(row).toContainText('Databricks, Spark');
    await expect(row).toContainText('GC');
    await expect(row).toContainText('Waiting for review');
    await screenshot(rita, { path: '/tmp/back-office-bench.png', fullPage: true });
    await row.getByRole('button', { name: `Publish ${name}` }).click();
    await expect(row).toContainText('Published');
    await expect(row.getByRole('button', { name: `Unpublish ${name}` })).toBeVisible();

    await expectOnHotList(visitor, name, true);

    await open(page, '/my-bench-list');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Published');
    await screenshot(page, { path: '/tmp/my-bench-list.png', fullPage: true });
  });

  test('unpublishing asks first, then takes the candidate off the hot list', async ({
    pageAs,
    demoSessions,
    request,
  }) => {
    const name = uniqueName('Unpub');
    const partner = { authorization: `Bearer ${await tokenOf(demoSessions, 'partner')}` };
    const recruiter = { authorization: `Bearer ${await tokenOf(demoSessions, 'recruiter')}` };
    const uploaded = await request.post('/CRM/UploadBenchList', {
      headers: partner,
      data: {
        candidates: [
          { title: 'QA Lead', name, exp: 5, location: 'Denver, CO', visaStatus: 'H1B', skills: 'Selenium' },
        ],
      },
    });
    expect(uploaded.ok()).toBe(true);
    const review = await request.get('/CRM/GetBenchReview', {
      headers: recruiter,
      params: { search: name },
    });
    const [candidate] = ((await review.json()) as { items: Array<{ id: string }> }).items;
    const published = await request.post('/CRM/PublishBenchCandidate', {
      headers: recruiter,
      data: { id: candidate!.id },
    });
    expect(published.ok()).toBe(true);

    const { page: rita } = await pageAs('recruiter', {
      url: `/back-office/bench?search=${encodeURIComponent(name)}`,
    });
    const row = rita.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Published');
    await row.getByRole('button', { name: `Unpublish ${name}` }).click();
    const dialog = rita.getByRole('dialog', { name: `Unpublish ${name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Published');

    await row.getByRole('button', { name: `Unpublish ${name}` }).click();
    await rita.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
    await expect(row).toContainText('Waiting for review');
    await expectOnHotList(rita, name, false);
  });
});

/** Puts one consultant on Parker Partner's bench through the API, waiting for review. */
async function uploadOne(request: APIRequestContext, demoSessions: DemoSessions, name: string) {
  const partner = { authorization: `Bearer ${await tokenOf(demoSessions, 'partner')}` };
  const uploaded = await request.post('/CRM/UploadBenchList', {
    headers: partner,
    data: {
      candidates: [
        {
          title: 'Kafka Engineer',
          name,
          exp: 6,
          location: 'Denver, CO',
          visaStatus: 'GC',
          skills: 'Kafka, Flink',
        },
      ],
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
}

test.describe('bench review: send back (issue 31)', () => {
  test.use({ signedInAs: 'partner' });

  test(`at 1280 px a recruiter sends a candidate back with a reason; the partner reads it, fixes and resubmits`, async ({
    page,
    pageAs,
    demoSessions,
    request,
  }) => {
    test.setTimeout(120_000);
    const name = uniqueName('Back');
    await uploadOne(request, demoSessions, name);

    const { page: rita } = await pageAs('recruiter', {
      url: `/back-office/bench?search=${encodeURIComponent(name)}`,
      viewport: WIDTHS[1],
    });
    const row = rita.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Waiting for review');
    // The review row shows experience, location and skills.
    await expect(row).toContainText('6 Years');
    await expect(row).toContainText('Denver, CO');
    await expect(row).toContainText('Kafka, Flink');
    await expect(row.getByRole('button', { name: `Publish ${name}` })).toBeVisible();
    await screenshot(rita, { path: `/tmp/shots-bench31/review-row-1280.png`, fullPage: true });

    await row.getByRole('button', { name: `Send back ${name}` }).click();
    const dialog = rita.getByRole('dialog', { name: `Send back ${name}?` });
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(
      new RegExp(BENCH_REVIEW_MESSAGES.reason),
    );
    const reason = 'Please add the years with Kafka to the skills.';
    await dialog.getByLabel('Reason').fill(reason);
    await screenshot(rita, { path: `/tmp/shots-bench31/send-back-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Sent back');
    await expect(row).toContainText(reason);
    await expect(row.getByRole('button', { name: `Send back ${name}` })).toHaveCount(0);
    await screenshot(rita, {
      path: `/tmp/shots-bench31/review-sent-back-1280.png`,
      fullPage: true,
    });

    await openAt(page, WIDTHS[1], '/my-bench-list');
    const mine = page.getByRole('row', { name: new RegExp(name) });
    await expect(mine).toContainText('Sent back');
    await expect(mine).toContainText(reason);
    await screenshot(page, {
      path: `/tmp/shots-bench31/my-bench-sent-back-1280.png`,
      fullPage: true,
    });
    await mine.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit).toContainText(reason);
    await edit.getByLabel('Skills', { exact: true }).fill('Kafka (6 years), Flink');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(mine).toContainText('Waiting for review');
    await expect(mine).not.toContainText(reason);

    await rita.reload();
    await waitForHydration(rita);
    await expect(row).toContainText('Waiting for review');
    await expect(row).toContainText('Kafka (6 years), Flink');
  });
});

test.describe('finding the hot list (issue 31)', () => {
  test(`at 390 px the home page's footer links Jobs and Hot list, and the job board links the hot list`, async ({
    page,
  }) => {
    await openAt(page, WIDTHS[0], '/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Hot list', exact: true })).toHaveAttribute(
      'href',
      '/hot-list',
    );
    await footer.getByRole('link', { name: 'Jobs', exact: true }).click();
    await expect(page).toHaveURL(/\/c2c-job-board$/);
    await waitForHydration(page);
    await screenshot(page, { path: `/tmp/shots-bench31/job-board-390.png` });
    await page.getByRole('main').getByRole('link', { name: 'hot list', exact: true }).click();
    await expect(page).toHaveURL(/\/hot-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'C2C bench hot list' })).toBeVisible();
    await openAt(page, WIDTHS[0], '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await screenshot(page.getByRole('contentinfo'), { path: `/tmp/shots-bench31/footer-390.png` });
  });
});
