import type { Locator, Page } from '@playwright/test';
import { addDays, API_PATHS, mondayOf, todayIsoDate } from '@smartmove/contract';
import { expect, test, waitForHydration } from '../support/fixtures';
import { hoursBox } from '../support/time-sheets';
import { randomWorkingWeek } from '../support/values';
import { saveAddress } from '../support/profile';
import { assignProjects } from '../support/projects';
import { DEMO_PHONES, requestSession, signInAsNewUser } from '../support/session';

/**
 * Submitted script text is rendered inert wherever it is shown again: each place where
 * the API stores text a user typed, and the pages that echo a search from the URL. portal.spec.ts covers
 * the support case list; this file covers the others. Names are refused by the server (letters and
 * spaces only), so the markup goes into the free-text fields.
 */

const MARKUP = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
/** The markup with a tag of its own, so that a test finds its record among those of other tests. */
const markup = () => `${MARKUP} ${Math.random().toString(36).slice(2, 8)}`;
/** A file name cannot hold "/": the image part alone. */
const markupFileName = () =>
  `<img src=x onerror=window.__xss=1> ${Math.random().toString(36).slice(2, 8)}.pdf`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** The text shows literally inside `where`, and none of it ran or became an element. */
async function expectInert(page: Page, where: Locator, text: string) {
  await expect(where.getByText(text).first()).toBeVisible();
  await expectNothingInjected(page);
}

async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const injectedScripts = await page
    .locator('script')
    .evaluateAll(
      (scripts) =>
        scripts.filter((script) => (script.textContent ?? '').trim().startsWith('window.__xss')).length,
    );
  expect(injectedScripts).toBe(0);
}

test.describe('submitted text is shown as inert text', () => {
  test('a leave reason, in the leave list', async ({ page }) => {
    await signInAsNewUser(page, 'employee');
    await open(page, '/apply-leave');
    const reason = markup();
    const monday = randomWorkingWeek(3, 20);
    await page.getByLabel('Leave type', { exact: true }).selectOption({ label: 'Sick leave' });
    await page.getByLabel('From', { exact: true }).fill(monday);
    await page.getByLabel('To', { exact: true }).fill(monday);
    await page.getByLabel('Reason', { exact: true }).fill(reason);
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    await expect(page.getByText(/^Leave requested for/)).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expectInert(page, page.getByRole('row', { name: /Sick leave/ }), reason);
  });

  test('an expense description and receipt file name, in the claims list', async ({ page }) => {
    await signInAsNewUser(page, 'employee');
    await open(page, '/employee-claims');
    const description = markup();
    const fileName = markupFileName();
    await page.getByLabel('Expense date', { exact: true }).fill(addDays(todayIsoDate(), -1));
    await page.getByLabel('Category', { exact: true }).selectOption('Travel');
    await page.getByLabel('Amount', { exact: true }).fill('12.50');
    await page.getByLabel('Currency', { exact: true }).selectOption('USD');
    await page.getByLabel('Description', { exact: true }).fill(description);
    await page
      .getByLabel('Receipt', { exact: true })
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expect(page.getByText('Claim of $12.50 submitted')).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    const row = page.getByRole('row', { name: /Travel/ });
    await expectInert(page, row, description);
    await expectInert(page, row, fileName);
  });

  test('a project name an admin typed, in the time sheet form and list', async ({ page }) => {
    const session = await signInAsNewUser(page, 'employee');
    const project = markup();
    await assignProjects(page.request, session, [project]);
    await open(page, `/new-time-sheet?week=${addDays(mondayOf(todayIsoDate()), -14)}`);
    await page.getByLabel('Project 1', { exact: true }).selectOption(project);
    await hoursBox(page, 'Monday').fill('8');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(/\/time-sheet$/);

    await page.reload();
    await waitForHydration(page);
    await expectInert(page, page.getByRole('table'), project);
  });

  test('a support case title, on the dashboard', async ({ page }) => {
    await signInAsNewUser(page, 'employee');
    await open(page, '/new-cases');
    const title = markup();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category', { exact: true }).selectOption('IT and equipment');
    await page.getByLabel('Description', { exact: true }).fill(markup());
    await page.getByRole('button', { name: 'Raise case' }).click();
    await expect(page).toHaveURL(/\/support$/);

    await open(page, '/dashboard');
    await expectInert(page, page.getByRole('region', { name: 'Open cases' }), title);
  });

  test('a profile address, on the profile after a reload', async ({ page }) => {
    await signInAsNewUser(page, 'employee');
    await open(page, '/myprofile');
    const street = markup();
    const city = markup();
    await saveAddress(page, { street, city });

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Street address', { exact: true })).toHaveValue(street);
    await expect(page.getByLabel('City', { exact: true })).toHaveValue(city);
    await expectNothingInjected(page);
  });

  test("a partner's company name, on the profile", async ({ page }) => {
    const companyName = markup();
    await signInAsNewUser(page, 'partner', { companyName });
    await open(page, '/myprofile');
    await expectInert(page, page.getByRole('main'), companyName);
  });

  test('a bench entry, in the portal lists, the public hot list and the candidate search', async ({
    page,
  }) => {
    await signInAsNewUser(page, 'partner');
    await open(page, '/upload-your-bench-sales-data');
    const tag = Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6);
    const title = `${MARKUP} ${tag}`;
    const location = markup();
    const skills = markup();
    await page.getByRole('button', { name: 'Type rows' }).click();
    const consultant = page.getByRole('group', { name: 'Consultant 1' });
    await consultant.getByLabel('Title', { exact: true }).fill(title);
    await consultant.getByLabel('Name', { exact: true }).fill(`Inert ${tag}`);
    await consultant.getByLabel('Experience (years)', { exact: true }).fill('4');
    await consultant.getByLabel('Location', { exact: true }).fill(location);
    await consultant.getByLabel('Visa status', { exact: true }).selectOption('GC');
    await consultant.getByLabel('Skills', { exact: true }).fill(skills);
    await page.getByRole('button', { name: 'Preview' }).click();
    // The preview, before anything is saved.
    await expectInert(page, page.getByRole('row', { name: new RegExp(`Inert ${tag}`) }), title);

    await page.getByRole('button', { name: 'Save 1 consultant' }).click();
    await expect(page).toHaveURL(/\/my-bench-list$/);
    await page.reload();
    await waitForHydration(page);
    const row = page.getByRole('row', { name: new RegExp(`Inert ${tag}`) });
    await expectInert(page, row, title);
    await expectInert(page, row, location);

    // A recruiter publishes it: a partner's entry reaches the lists only then.
    const recruiter = await requestSession(page.request, DEMO_PHONES.recruiter);
    const headers = { authorization: `Bearer ${recruiter.token}` };
    const review = await page.request.get(API_PATHS.getBenchReview, {
      headers,
      params: { search: `Inert ${tag}` },
    });
    const [entry] = ((await review.json()) as { items: Array<{ id: string }> }).items;
    expect(entry, 'the entry is waiting for review').toBeDefined();
    const published = await page.request.post(API_PATHS.publishBenchCandidate, {
      headers,
      data: { id: entry!.id },
    });
    expect(published.ok(), await published.text()).toBe(true);

    await open(page, `/bench-list?keyword=${tag}`);
    await expectInert(page, page.getByRole('main'), title);
    await expectInert(page, page.getByRole('main'), location);

    // Public pages: signed out.
    await page.evaluate(() => localStorage.clear());
    await open(page, `/hot-list?keyword=${tag}`);
    await expectInert(page, page.getByRole('main'), title);
    await expectInert(page, page.getByRole('main'), location);

    await open(page, `/search-your-ideal-condidate?q=${tag}`);
    const card = page.getByRole('article').filter({ hasText: tag });
    await expectInert(page, card, title);
    await card.getByRole('link', { name: 'View Details' }).click();
    const details = page.getByRole('dialog');
    await expect(details).toBeVisible();
    await expectInert(page, details, location);
  });
});

test.describe('search text from the URL is shown as inert text', () => {
  for (const [path, parameter] of [
    ['/hot-list', 'keyword'],
    ['/search-your-ideal-condidate', 'q'],
  ] as const) {
    test(`${path}?${parameter}=<markup>`, async ({ page }) => {
      const text = markup();
      await open(page, `${path}?${parameter}=${encodeURIComponent(text)}`);
      await expect(
        page
          .getByRole('searchbox')
          .or(page.getByLabel('Keyword', { exact: true }))
          .first(),
      ).toHaveValue(text);
      await expectNothingInjected(page);
    });
  }

  test('/c2c-job-board opened with markup in ?keyword=', async ({ page }) => {
    // The prerendered board hydrates with no query and only then reads the URL's (once React error #418).
    const text = markup();
    await open(page, `/c2c-job-board?keyword=${encodeURIComponent(text)}&page=2`);
    await expect(page.getByLabel('Keyword', { exact: true })).toHaveValue(text);
    await expect(page.getByText('No jobs match your search')).toBeVisible();
    await expectNothingInjected(page);
  });

  test('/bench-list?keyword=<markup> (signed in)', async ({ page }) => {
    await signInAsNewUser(page, 'partner');
    const text = markup();
    await open(page, `/bench-list?keyword=${encodeURIComponent(text)}`);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(text);
    await expectNothingInjected(page);
  });
});

test.describe('stored records from the API are shown as inert text', () => {
  test('a property and a lead on the map: pin names and the side panel', async ({ page }) => {
    const propertyName = markup();
    const realtorName = markup();
    await page.route('**/CRM/GetAnchors', (route) =>
      route.fulfill({
        json: [
          {
            arc_latitude: 33.45,
            arc_longitude: -112.07,
            arc_propertyname: propertyName,
            arc_builder: markup(),
            arc_hyperlink: 'javascript:window.__xss=1',
            arc_street: markup(),
            arc_city: 'Phoenix',
            arc_state: 'AZ',
            arc_zipcode: '85004',
          },
        ],
      }),
    );
    await page.route('**/CRM/getleads', (route) =>
      route.fulfill({
        json: [
          {
            arc_Latitude: 36.17,
            arc_Longitude: -115.14,
            arc_RealtorName: realtorName,
            arc_RelatorPhoneNumber: '(702) 555-0100',
            arc_url: 'javascript:window.__xss=1',
            arc_address: markup(),
            arc_price: { value: 450000 },
            arc_realtorcompany: markup(),
            arc_status: { description: markup() },
          },
        ],
      }),
    );
    await open(page, '/anchor-locations');
    const propertyPin = page.getByRole('button', { name: `Property: ${propertyName}` });
    await expect(propertyPin).toBeVisible();
    await propertyPin.click();
    const propertyPanel = page.getByRole('dialog', { name: 'Property details' });
    await expectInert(page, propertyPanel, propertyName);
    // A script address is shown as text, never as a link.
    await expect(propertyPanel.getByRole('link')).toHaveCount(0);
    await expect(propertyPanel).toContainText('javascript:window.__xss=1');
    await propertyPanel.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Lead: ${realtorName}` }).click();
    const leadPanel = page.getByRole('dialog', { name: 'Lead details' });
    await expectInert(page, leadPanel, realtorName);
    await expect(leadPanel.getByRole('link', { name: /javascript/ })).toHaveCount(0);
  });
});
