import type { Page } from '@playwright/test';
import { API_PATHS } from '@smartmove/contract';
import { expect, test, waitForHydration } from '../support/fixtures';
import { DEMO_PHONES, requestSession } from '../support/session';
import { screenshot } from '../support/screenshots';

const NO_RESULT = 'No Search Result matches the entered Keyword';

interface BenchCandidate {
  id: string;
  title: string;
  name: string;
  exp: string;
  location: string;
  visaStatus: string;
  skills: string[];
}

/** The five sample candidates of the spec, as seeded. */
const SEEDED_TITLES = [
  'Data Engineer',
  'Java Full Stack Developer',
  'Microsoft Dynamics CRM Developer',
  'Power BI Developer',
  'DevOps Engineer',
];

const candidate = (index: number, title: string, location: string): BenchCandidate => ({
  id: `test-${index}`,
  title,
  name: `Consultant ${index}`,
  exp: `${index + 3} Years`,
  location,
  visaStatus: 'GC',
  skills: ['SQL', 'Python'],
});

/** A fixed hot list, so that counts do not depend on what other tests add to the shared database. */
const FIXED_LIST: BenchCandidate[] = [
  candidate(1, 'Data Engineer', 'Dallas, TX'),
  candidate(2, 'Java Full Stack Developer', 'Seattle, WA'),
  candidate(3, 'Microsoft Dynamics CRM Developer', 'Chicago, IL'),
  candidate(4, 'Power BI Developer', 'Phoenix, AZ'),
  candidate(5, 'DevOps Engineer', 'Remote'),
];

/** Answers GET /CRM/UAGetBenchList from `list`, one page at a time as the API does; returns the pages asked. */
async function serveBenchList(page: Page, list: BenchCandidate[]): Promise<number[]> {
  const requested: number[] = [];
  await page.route(
    (url) => url.pathname === '/CRM/UAGetBenchList',
    (route) => {
      const query = new URL(route.request().url()).searchParams;
      const number = Number(query.get('page') ?? '1');
      const pageSize = Number(query.get('pageSize') ?? '10');
      requested.push(number);
      const items = list.slice((number - 1) * pageSize, number * pageSize);
      return route.fulfill({ json: { items, total: list.length, page: number, pageSize } });
    },
  );
  return requested;
}

async function openSearch(page: Page, query = '') {
  await page.goto(`/search-your-ideal-condidate${query}`);
  await waitForHydration(page);
}

const cards = (page: Page) => page.getByRole('article');
const summary = (page: Page) => page.locator('.candidate-search__summary');

test.describe('candidate search', () => {
  test('shows the live hot list as cards without contact details', async ({ page, request }) => {
    const answer = await request.get('/CRM/UAGetBenchList?pageSize=100');
    const list: BenchCandidate[] = ((await answer.json()) as { items: BenchCandidate[] }).items;
    await openSearch(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('1000+ postings in our C2C bench hot list.')).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(list.length, 10));
    for (const title of SEEDED_TITLES) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    const first = cards(page).filter({
      has: page.getByRole('heading', { name: 'Data Engineer', exact: true }),
    });
    const seeded = list.find((item) => item.title === 'Data Engineer')!;
    for (const text of [seeded.name, seeded.exp, seeded.visaStatus, seeded.location]) {
      await expect(first).toContainText(text);
    }
    await expect(first.getByRole('link', { name: 'View Details' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Submit Candidate' })).toHaveAttribute(
      'href',
      `/contact-us?consultant=${encodeURIComponent(`Data Engineer - ${seeded.name} (ref. ${seeded.id})`)}`,
    );
    await expect(first).not.toContainText('@');
    await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
    if (list.length <= 10) await expect(summary(page)).toHaveText(`Showing all ${list.length} results`);
  });

  test('filters by title or location on every keystroke, ignoring case, and keeps ?q=', async ({ page }) => {
    await serveBenchList(page, FIXED_LIST);
    await openSearch(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(summary(page)).toHaveText('Showing all 5 results');

    await search.pressSequentially('DEVELOPER');
    await expect(cards(page)).toHaveCount(3);
    await expect(summary(page)).toHaveText('Showing 3 of 5 results');
    await expect(page).toHaveURL(/\?q=DEVELOPER$/);

    await search.fill('dallas');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText('Data Engineer');
    await expect(summary(page)).toHaveText('Showing 1 of 5 results');

    await search.fill('Engineer');
    await expect(cards(page)).toHaveCount(2);

    await search.fill('');
    await expect(cards(page)).toHaveCount(5);
    await expect(summary(page)).toHaveText('Showing all 5 results');
    await expect(page).toHaveURL(/\/search-your-ideal-condidate$/);
  });

  test('shows the spec message when nothing matches', async ({ page }) => {
    await serveBenchList(page, FIXED_LIST);
    await openSearch(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('cobol mainframe');
    await expect(page.getByText(NO_RESULT)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('a link with ?q= opens the page filtered', async ({ page }) => {
    await serveBenchList(page, FIXED_LIST);
    await openSearch(page, '?q=seattle');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('seattle');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText('Java Full Stack Developer');
  });

  test('"View Details" shows the candidate with skills; Close returns to the list', async ({ page }) => {
    await serveBenchList(page, FIXED_LIST);
    await openSearch(page);
    const card = cards(page).filter({ hasText: 'Power BI Developer' });
    const viewDetails = card.getByRole('link', { name: 'View Details' });
    await viewDetails.click();
    const dialog = page.getByRole('dialog', { name: 'Power BI Developer' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Consultant 4');
    await expect(dialog.getByRole('listitem')).toHaveText(['SQL', 'Python']);
    await expect(page).toHaveURL(/candidate=test-4/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/candidate=/);
    await expect(viewDetails).toBeFocused();
  });

  test('"Load More" shows ten more cards at a time and the count stays true', async ({ page }) => {
    const long = Array.from({ length: 23 }, (_, index) =>
      candidate(index + 1, `Data Engineer ${index + 1}`, 'Austin, TX'),
    );
    await serveBenchList(page, long);
    await openSearch(page);
    const loadMore = page.getByRole('button', { name: 'Load More' });
    await expect(cards(page)).toHaveCount(10);
    await expect(summary(page)).toHaveText('Showing 10 of 23 results');
    await loadMore.click();
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByRole('heading', { name: 'Data Engineer 11', exact: true })).toBeFocused();
    await loadMore.click();
    await expect(cards(page)).toHaveCount(23);
    await expect(summary(page)).toHaveText('Showing all 23 results');
    await expect(loadMore).toBeDisabled();

    await page.getByRole('searchbox', { name: 'Search' }).fill('engineer 1');
    // "Data Engineer 1" and 10 to 19.
    await expect(cards(page)).toHaveCount(10);
    await expect(summary(page)).toHaveText('Showing 10 of 11 matching results');
  });

  test('counts every candidate on the bench, past the first page of the API', async ({ page }) => {
    const long = Array.from({ length: 230 }, (_, index) =>
      candidate(index + 1, `Data Engineer ${index + 1}`, index === 229 ? 'Boise, ID' : 'Austin, TX'),
    );
    const requested = await serveBenchList(page, long);
    await openSearch(page);
    await expect(summary(page)).toHaveText('Showing 10 of 230 results');
    expect(requested.sort()).toEqual([1, 2, 3]);
    await page.getByRole('searchbox', { name: 'Search' }).fill('boise');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText('Data Engineer 230');
  });
});

test.describe('hot list to inquiry', () => {
  test(`"Submit Candidate" opens the contact form naming the consultant, kept with the inquiry (390 px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/hot-list');
    await waitForHydration(page);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Data Engineer', exact: true }) });
    const name = (await card.getByRole('paragraph').first().textContent())?.trim();
    await card.getByRole('link', { name: 'Submit Candidate' }).click();
    await expect(page).toHaveURL(/\/contact-us\?consultant=/);
    await waitForHydration(page);
    const message = page.getByLabel('Message');
    await expect(message).toHaveValue(
      /^I am interested in your consultant Data Engineer - .+ \(ref\. [\w-]+\)\./,
    );
    if (name) await expect(message).toHaveValue(new RegExp(name));
    await message.scrollIntoViewIfNeeded();
    await screenshot(page, { path: test.info().outputPath(`hot-list-inquiry-390.png`) });
    const typed = (await message.inputValue()) + ' We need them from January.';
    await message.fill(typed);

    const email = `hotlist.${Date.now().toString(36)}390@example.com`;
    await page.getByLabel('First Name').fill('Hiring');
    await page.getByLabel('Last Name').fill('Manager');
    await page.getByLabel('Email').fill(email);
    const sent = page.waitForRequest('**/CRM/AddContactUs');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ pro_email: email, pro_message: typed });
    await expect(page.getByRole('dialog')).toBeVisible();

    // Kept with the inquiry that staff read.
    const recruiter = await requestSession(page.request, DEMO_PHONES.recruiter);
    const headers = { authorization: `Bearer ${recruiter.token}` };
    const found = (await (
      await page.request.get(`${API_PATHS.getInquiries}?search=${encodeURIComponent(email)}`, { headers })
    ).json()) as { items: Array<{ id: string }> };
    expect(found.items).toHaveLength(1);
    const inquiry = (await (
      await page.request.get(`${API_PATHS.getInquiry}?id=${found.items[0]!.id}`, { headers })
    ).json()) as { message: string };
    expect(inquiry.message).toBe(typed);
  });
});
