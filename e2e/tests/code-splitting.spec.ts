import { PRERENDERED_PATHS, PUBLIC_ROUTES } from '@smartmove/contract';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';

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

/** The JavaScript a page has loaded so far, including what it fetches lazily once it is shown. */
async function openAndWatchScripts(
  page: Page,
  path: string,
): Promise<{ code: () => string; requests: string[] }> {
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
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return { code: () => bodies.join('\n'), requests };
}

/** The map's offline basemap (docs/decisions/0009), a hashed asset. */
const BASEMAP = /\/assets\/us-states-[\w-]+\.json$/;

const pages = PRERENDERED_PATHS.filter((path) => path !== PUBLIC_ROUTES.notFound);

for (const path of pages) {
  test(`${path} loads only the libraries it uses`, async ({ page }) => {
    const { code: loadedCode, requests } = await openAndWatchScripts(page, path);
    for (const [name, library] of Object.entries(LIBRARIES)) {
      const uses = (library.pages as string[]).includes(path);
      // A library the page uses may arrive after its data does (the map): wait for it.
      if (uses)
        await expect.poll(() => loadedCode().includes(library.marker), `${name} code on ${path}`).toBe(true);
      else expect(loadedCode().includes(library.marker), `${name} code on ${path}`).toBe(false);
    }
    // The basemap is fetched by the map page only.
    if (path === PUBLIC_ROUTES.anchorLocations) {
      await expect
        .poll(() => requests.some((url) => BASEMAP.test(url)), 'basemap on the map page')
        .toBe(true);
    } else {
      expect(
        requests.filter((url) => BASEMAP.test(url)),
        `basemap on ${path}`,
      ).toEqual([]);
    }
  });
}
