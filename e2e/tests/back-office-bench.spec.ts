import type { Page } from '@playwright/test';
import { expect, test, tokenOf, waitForHydration } from '../support/fixtures';

/** A consultant's name no other test uses (letters and spaces only, as bench names must be). */
function uniqueName(first: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${first} ${letters[0]!.toUpperCase()}${letters.slice(1).join('')}`;
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The public hot list searched for `name`. */
async function expectOnHotList(page: Page, name: string, listed: boolean): Promise<void> {
  await open(page, `/hot-list?keyword=${encodeURIComponent(name)}`);
  if (listed) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
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
    await rita.screenshot({ path: '/tmp/back-office-bench.png', fullPage: true });
    await row.getByRole('button', { name: `Publish ${name}` }).click();
    await expect(row).toContainText('Published');
    await expect(row.getByRole('button', { name: `Unpublish ${name}` })).toBeVisible();

    await expectOnHotList(visitor, name, true);

    await open(page, '/my-bench-list');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Published');
    await page.screenshot({ path: '/tmp/my-bench-list.png', fullPage: true });
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
