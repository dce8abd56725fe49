import { PRERENDERED_PATHS, PUBLIC_ROUTES } from '@smartmove/contract';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, waitForHydration, waitForQuiet } from '../support/fixtures';

/**
 * Every public page, loaded once for all the checks that hold on each of them: its title, description and
 * main heading; its header and footer; the libraries it loads (issue 8); for the content pages, no request to
 * another origin and a size on every image; and no WCAG 2.2 AA violation axe can find.
 */
const PUBLIC_PAGES: Array<[path: string, title: string]> = [
  ['/', 'make the smart move'],
  ['/about-us', 'About Us'],
  ['/contact-us', 'Contact Us'],
  ['/services', 'Our Services'],
  ['/industries', 'Industries'],
  ['/blog', 'Blog'],
  ['/blog/the-future-of-data-engineering', 'The Future of Data Engineering'],
  ['/blog/10-essential-skills-of-data-engineer', '10 Essential Skills of a Data Engineer'],
  ['/blog/how-to-start-a-careeer-in-data-engineering', 'How to Start a Career in Data Engineering'],
  ['/applynow/senior-data-engineer', 'Apply Now'],
  ['/free-consultation', 'Free Consultation'],
  ['/knowyourworth', 'Know Your Worth'],
  ['/search-your-ideal-condidate', 'Search Your Ideal Candidate'],
  ['/anchor-locations', 'Anchor Locations'],
  ['/hr-handbook', 'Employee Handbook'],
  ['/sign-in', 'Sign In'],
  ['/sign-up', 'Sign Up'],
  ['/cam-capture', 'Camera Capture'],
  ['/test-component', 'Component Library'],
  ['/products', 'Products'],
  ['/book-your-day', 'Book Your Day'],
  ['/c2c-job-board', 'C2C Job Board'],
  // A job's details page is titled after the job (the server writes it in the page it sends).
  ['/c2c-job-board-details/senior-data-engineer', 'Senior Data Engineer'],
  ['/hot-list', 'C2C Bench Hot List'],
  ['/privacy', 'Privacy notice'],
  ['/terms', 'Terms & Conditions'],
  ['/notfound', 'Page Not Found'],
];

/**
 * Issue 8: the map, captcha, phone-number, webcam and portal code never load on pages that do not use
 * them. Each library is recognised by a string its code keeps through minification.
 */
const LIBRARIES = {
  map: { marker: 'leaflet-container', pages: [PUBLIC_ROUTES.anchorLocations] },
  captcha: {
    marker: 'altcha-widget',
    pages: [PUBLIC_ROUTES.freeConsultation, PUBLIC_ROUTES.signIn, PUBLIC_ROUTES.signUp],
  },
  'phone numbers': {
    marker: 'country_calling_codes',
    pages: [
      PUBLIC_ROUTES.freeConsultation,
      PUBLIC_ROUTES.knowYourWorth,
      PUBLIC_ROUTES.signIn,
      PUBLIC_ROUTES.signUp,
      PUBLIC_ROUTES.testComponent,
    ],
  },
  webcam: { marker: 'getUserMedia', pages: [PUBLIC_ROUTES.camCapture] },
  portal: { marker: 'portal-nav', pages: [] },
} satisfies Record<string, { marker: string; pages: string[] }>;

/** The pages that hide header and footer by the broadcast (spec: apply, consultation, know your worth). */
const WITHOUT_HEADER = [
  '/applynow/senior-data-engineer',
  PUBLIC_ROUTES.freeConsultation,
  PUBLIC_ROUTES.knowYourWorth,
];

/** The prerendered pages whose libraries are checked (the not-found page is the shell's fallback). */
const SPLIT_PAGES = PRERENDERED_PATHS.filter((path) => path !== PUBLIC_ROUTES.notFound);

/** The map's offline basemap (docs/decisions/0009), a hashed asset. */
const BASEMAP = /\/assets\/us-states-[\w-]+\.json$/;

/** The content pages, which ask no other origin for anything and size every image. */
const SELF_CONTAINED_PAGES: string[] = [
  PUBLIC_ROUTES.home,
  PUBLIC_ROUTES.aboutUs,
  PUBLIC_ROUTES.services,
  PUBLIC_ROUTES.industries,
  PUBLIC_ROUTES.blog,
  PUBLIC_ROUTES.blogFutureOfDataEngineering,
  PUBLIC_ROUTES.blogEssentialSkills,
  PUBLIC_ROUTES.blogStartACareer,
  PUBLIC_ROUTES.bookYourDay,
  PUBLIC_ROUTES.hrHandbook,
  PUBLIC_ROUTES.products,
  PUBLIC_ROUTES.camCapture,
];

/** Opens `path`, hydrated and settled, with the JavaScript it loaded (also lazily) and every URL it asked for. */
async function openAndWatch(page: Page, path: string) {
  const bodies: string[] = [];
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      response.text().then(
        (text) => bodies.push(text),
        () => undefined,
      );
    }
  });
  const response = await page.goto(path);
  await waitForHydration(page);
  await waitForQuiet(page);
  return { status: response?.status(), code: () => bodies.join('\n'), requests };
}

async function expectOnlyItsLibraries(path: string, watched: { code: () => string; requests: string[] }) {
  for (const [name, library] of Object.entries(LIBRARIES)) {
    const uses = (library.pages as string[]).includes(path);
    // A library the page uses may arrive after its data does (the map): wait for it.
    if (uses) await expect.poll(() => watched.code().includes(library.marker), `${name} code`).toBe(true);
    else expect(watched.code().includes(library.marker), `${name} code`).toBe(false);
  }
  // The basemap is fetched by the map page only.
  if (path === PUBLIC_ROUTES.anchorLocations) {
    await expect.poll(() => watched.requests.some((url) => BASEMAP.test(url)), 'basemap').toBe(true);
  } else {
    expect(
      watched.requests.filter((url) => BASEMAP.test(url)),
      'basemap',
    ).toEqual([]);
  }
}

test.describe('every public page', () => {
  test('the table names every prerendered page', () => {
    const named = PUBLIC_PAGES.map(([path]) => path);
    expect(PRERENDERED_PATHS.filter((path) => !named.includes(path))).toEqual([]);
  });

  for (const [path, title] of PUBLIC_PAGES) {
    test(path, async ({ page, baseURL }) => {
      const watched = await openAndWatch(page, path);
      expect(watched.status).toBe(200);
      await expect(page).toHaveTitle(`SmartMove | ${title}`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(10);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The header on every page but those; the footer on the home page only (its items: foundation.spec).
      await expect(page.getByRole('banner'), 'header').toHaveCount(WITHOUT_HEADER.includes(path) ? 0 : 1);
      await expect(page.getByRole('contentinfo'), 'footer').toHaveCount(path === PUBLIC_ROUTES.home ? 1 : 0);

      if (SPLIT_PAGES.includes(path)) await expectOnlyItsLibraries(path, watched);

      if (SELF_CONTAINED_PAGES.includes(path)) {
        const foreign = watched.requests.filter(
          (url) => !url.startsWith(baseURL ?? '') && !url.startsWith('data:') && !url.startsWith('blob:'),
        );
        expect(foreign, 'requests to another origin').toEqual([]);
        const unsized = await page
          .locator('main img:not([src^="data:"])')
          .evaluateAll(
            (images) =>
              images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).length,
          );
        expect(unsized, 'images without a width and a height').toBe(0);
      }

      await expectNoAxeViolations(page, path);
    });
  }
});
