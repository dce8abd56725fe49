import type { Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { expect, test, waitForHydration } from '../support/fixtures';
import { screenshot } from '../support/screenshots';

/** A transparent 1×1 PNG: the tiles of the test's tile server. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const TILE_PATH = /\/\d+\/\d+\/\d+\.png$/;

interface PropertyRecord {
  arc_propertyname: string;
  arc_builder: string;
  arc_hyperlink: string;
  arc_street: string;
  arc_city: string;
  arc_state: string;
  arc_zipcode: string;
}

interface RealtorLeadRecord {
  arc_RealtorName: string;
  arc_RelatorPhoneNumber: string;
  arc_url: string;
  arc_address: string;
  arc_price: { value: number };
  arc_status: { description: string };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * Records the requests the page makes to another origin and for tile images: by default (no TILE_URL) the
 * map makes neither, and pins are inline SVG (no marker image, from a CDN or elsewhere).
 */
function watchRequests(page: Page, baseURL: string): { offOrigin: string[]; tiles: string[] } {
  const origin = new URL(baseURL).origin;
  const seen = { offOrigin: [] as string[], tiles: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http')) return;
    if (url.origin !== origin) seen.offOrigin.push(request.url());
    if (TILE_PATH.test(url.pathname)) seen.tiles.push(request.url());
  });
  return seen;
}

async function openMap(page: Page) {
  await page.goto('/anchor-locations');
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: 'Processing...' })).toBeHidden();
}

test.describe('map of properties and leads', () => {
  let properties: PropertyRecord[];
  let leads: RealtorLeadRecord[];

  test.beforeAll(async ({ request }) => {
    properties = await (await request.get('/CRM/GetAnchors')).json();
    leads = await (await request.get('/CRM/getleads')).json();
    expect(properties.length).toBeGreaterThanOrEqual(8);
    expect(leads.length).toBeGreaterThanOrEqual(6);
  });

  test('shows one pin for every property and every lead, with different icons', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL!);
    await openMap(page);
    const map = page.getByRole('region', { name: 'Map of properties and realtor leads' });
    for (const property of properties) {
      await expect(map.getByRole('button', { name: `Property: ${property.arc_propertyname}` })).toBeVisible();
    }
    for (const lead of leads) {
      await expect(map.getByRole('button', { name: `Lead: ${lead.arc_RealtorName}` })).toBeVisible();
    }
    await expect(map.locator('.map-pin--property')).toHaveCount(properties.length);
    await expect(map.locator('.map-pin--lead')).toHaveCount(leads.length);
    expect(requests).toEqual({ offOrigin: [], tiles: [] });
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText(`Property (${properties.length})`);
  });

  test('clicking a property pin opens its panel; "Close" closes it and focus returns', async ({ page }) => {
    await openMap(page);
    for (const property of properties) {
      const pin = page.getByRole('button', { name: `Property: ${property.arc_propertyname}` });
      await pin.click();
      const panel = page.getByRole('dialog', { name: 'Property details' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'Property details' })).toBeFocused();
      const expected: Array<[string, string]> = [
        ['Property Name', property.arc_propertyname],
        ['Builder', property.arc_builder],
        ['Link', property.arc_hyperlink],
        ['Address', property.arc_street],
        ['City', property.arc_city],
        ['State', property.arc_state],
        ['Zip Code', property.arc_zipcode],
      ];
      for (const [label, value] of expected) {
        await expect(
          panel.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd'),
        ).toHaveText(value);
      }
      await expect(panel.getByRole('link', { name: property.arc_hyperlink })).toHaveAttribute(
        'href',
        property.arc_hyperlink,
      );
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
      await expect(pin).toBeFocused();
    }
  });

  test('a lead pin opens the lead panel from the keyboard; Escape closes it', async ({ page }) => {
    await openMap(page);
    for (const lead of leads) {
      const pin = page.getByRole('button', { name: `Lead: ${lead.arc_RealtorName}` });
      await pin.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Lead details' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'Lead details' })).toBeFocused();
      const expected: Array<[string, string]> = [
        ['Realtor Name', lead.arc_RealtorName],
        ['Phone Number', lead.arc_RelatorPhoneNumber],
        ['Link', lead.arc_url],
        ['Address', lead.arc_address],
        ['Price', usd.format(lead.arc_price.value)],
        ['Status', lead.arc_status.description],
      ];
      for (const [label, value] of expected) {
        await expect(
          panel.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd'),
        ).toHaveText(value);
      }
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(pin).toBeFocused();
    }
  });

  test('a lead pin also opens by mouse, and pins are reached with Tab', async ({ page }) => {
    await openMap(page);
    const lead = leads[0]!;
    await page.getByRole('button', { name: `Lead: ${lead.arc_RealtorName}` }).click();
    const panel = page.getByRole('dialog', { name: 'Lead details' });
    await expect(panel).toContainText(usd.format(lead.arc_price.value));
    await panel.getByRole('button', { name: 'Close' }).click();

    const map = page.getByRole('region', { name: 'Map of properties and realtor leads' });
    await map.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focusedName = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focusedName).toMatch(/^(Property|Lead): /);
  });

  test('the open side panel passes axe (WCAG 2.2 AA)', async ({ page }) => {
    await openMap(page);
    await page.getByRole('button', { name: `Lead: ${leads[0]!.arc_RealtorName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Lead details' })).toBeVisible();
    const results = await axeScan(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('a failed fetch shows the "Error" toast with the status text and hides the loader', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 500/);
    await page.route('**/CRM/GetAnchors', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto('/anchor-locations');
    await waitForHydration(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Internal Server Error' })).toBeVisible();
    await expect(page.getByText('Processing...')).toBeHidden();
    // The leads are still fetched after the failed properties call.
    await expect(page.getByRole('button', { name: `Lead: ${leads[0]!.arc_RealtorName}` })).toBeVisible();
    await expect(page.locator('.map-pin--property')).toHaveCount(0);
  });

  test('shows "Processing..." while the records load, then the pins', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/CRM/getleads', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/anchor-locations');
    await waitForHydration(page);
    const loader = page.getByRole('status').filter({ hasText: 'Processing...' });
    await expect(loader).toBeVisible();
    release();
    await expect(loader).toBeHidden();
    await expect(page.locator('.map-pin--lead')).toHaveCount(leads.length);
  });

  test('opens at the working zoom 5, zooms between 1 and 8 and clusters the pins when zoomed out', async ({
    page,
  }) => {
    await openMap(page);
    const map = page.getByRole('region', { name: 'Map of properties and realtor leads' });
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    await expect(map).toHaveAttribute('data-zoom', '5');
    for (let zoom = 6; zoom <= 8; zoom += 1) {
      await zoomIn.click();
      await expect(map).toHaveAttribute('data-zoom', String(zoom));
    }
    await expect(zoomIn).toHaveClass(/leaflet-disabled/);
    for (let zoom = 7; zoom >= 1; zoom -= 1) {
      await zoomOut.click();
      await expect(map).toHaveAttribute('data-zoom', String(zoom));
    }
    await expect(zoomOut).toHaveClass(/leaflet-disabled/);
    await expect(page.locator('.map-pin')).toHaveCount(0);
    const cluster = page.locator('.map-cluster');
    await expect(cluster).toHaveCount(1);
    await expect(cluster).toHaveAccessibleName(`${properties.length + leads.length} locations, zoom in`);
    // Enter on a cluster zooms in to its pins.
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect(map).not.toHaveAttribute('data-zoom', '1');
  });
});

test.describe('the offline basemap', () => {
  const PHONE = { width: 390, height: 844 };

  test.describe('390 px wide', () => {
    test.use({ viewport: PHONE });

    test('draws every state as its own shape under the pins, with no tile request', async ({
      page,
      baseURL,
    }) => {
      const requests = watchRequests(page, baseURL!);
      await openMap(page);
      const map = page.getByRole('region', { name: 'Map of properties and realtor leads' });
      // 50 states, DC and the territories: one SVG path each.
      await expect
        .poll(() => map.locator('.leaflet-basemap-pane svg path').count())
        .toBeGreaterThanOrEqual(50);
      await expect(map.locator('.map-pin').first()).toBeVisible();
      const below = await page.evaluate(() => {
        const zIndex = (selector: string) =>
          Number(getComputedStyle(document.querySelector(selector)!).zIndex);
        return zIndex('.leaflet-basemap-pane') < zIndex('.leaflet-marker-pane');
      });
      expect(below).toBe(true);
      // The states around the pins are drawn, with a width and a height on screen.
      const arizona = await map.locator('.leaflet-basemap-pane svg').boundingBox();
      expect(arizona!.width).toBeGreaterThan(PHONE.width / 2);
      expect(requests).toEqual({ offOrigin: [], tiles: [] });
      await screenshot(page, { path: `/tmp/h-map-basemap-390.png` });
    });
  });

  test('with a tile server configured, its tiles draw over the same basemap', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL!);
    // A tile server on the site's own origin, which the page's CSP allows whatever TILE_URL is.
    await page.route('**/CRM/GetMapSettings', (route) =>
      route.fulfill({
        json: {
          tileUrl: `${new URL(baseURL!).origin}/test-tiles/{z}/{x}/{y}.png`,
          tileAttribution: 'Test tiles',
        },
      }),
    );
    await page.route('**/test-tiles/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
    );
    await openMap(page);
    const map = page.getByRole('region', { name: 'Map of properties and realtor leads' });
    await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    await expect.poll(() => map.locator('.leaflet-basemap-pane svg path').count()).toBeGreaterThanOrEqual(50);
    const tilesAbove = await page.evaluate(() => {
      const zIndex = (selector: string) => Number(getComputedStyle(document.querySelector(selector)!).zIndex);
      return zIndex('.leaflet-tile-pane') > zIndex('.leaflet-basemap-pane');
    });
    expect(tilesAbove).toBe(true);
    await expect(map.getByText('Test tiles')).toBeVisible();
    expect(requests.tiles.length).toBeGreaterThan(0);
    expect(requests.offOrigin).toEqual([]);
  });
});

test.describe('5,000 pins', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('load in short tasks: the map answers the keyboard while they come, and a pin opens its panel', async ({
    page,
    request,
  }) => {
    // 5,000 records to parse and place: on a busy two-core machine that alone took most of a minute.
    test.slow();
    const properties = (await (await request.get('/CRM/GetAnchors')).json()) as PropertyRecord[];
    const leads = (await (await request.get('/CRM/getleads')).json()) as RealtorLeadRecord[];
    // A fixed scatter over the south-west, where the map settles (no randomness between runs).
    const spot = (index: number) => ({
      latitude: 31 + ((index * 7919) % 6500) / 1000,
      longitude: -119 + ((index * 104729) % 15000) / 1000,
    });
    const manyProperties = Array.from({ length: 3000 }, (_, index) => ({
      ...properties[index % properties.length]!,
      arc_propertyname: `Generated property ${index + 1}`,
      arc_latitude: spot(index).latitude,
      arc_longitude: spot(index).longitude,
    }));
    const manyLeads = Array.from({ length: 2000 }, (_, index) => ({
      ...leads[index % leads.length]!,
      arc_RealtorName: `Generated realtor ${index + 1}`,
      arc_Latitude: spot(index + 3000).latitude,
      arc_Longitude: spot(index + 3000).longitude,
    }));
    // The map's own data requests answer 5,000 records: the browser does all the work it would with them.
    await page.route('**/CRM/GetAnchors', (route) => route.fulfill({ json: manyProperties }));
    await page.route('**/CRM/getleads', (route) => route.fulfill({ json: manyLeads }));
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask', buffered: true });
    });

    await page.goto('/anchor-locations');
    await waitForHydration(page);
    const map = page.getByRole('region', { name: 'Map of properties and realtor leads' });
    // Parsing and counting 5,000 records takes a few seconds on a quiet machine, many more on a busy one.
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Lead (2000)', {
      timeout: 60_000,
    });
    // While the pins are being placed, the map takes a key press: the right arrow pans it.
    const mapPane = map.locator('.leaflet-map-pane');
    const before = await mapPane.evaluate((element) => getComputedStyle(element).transform);
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => mapPane.evaluate((element) => getComputedStyle(element).transform))
      .not.toBe(before);
    await expect(map).toHaveAttribute('data-pins', '5000');
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);

    // Some of the 5,000 lie under the map's controls: the pin is opened from the keyboard.
    const pin = map.getByRole('button', { name: 'Lead: Generated realtor 1', exact: true });
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Lead details' })).toBeVisible();

    // The start was cut into pieces. How long a piece takes depends on how busy this shared two-core
    // machine is (a task the system preempts lasts seconds, and Chromium's own rendering of 5,000 pins
    // counts too), so the test asks what does not: no piece holds most of the work. Placed in one task, as
    // before issue 22, the pins took one task of several seconds, nearly all of it; cut into pieces, the
    // longest held 27–32 % of the work on a busy run (a quarter, the earlier bound, failed one run in four
    // with two browsers at work).
    const total = longTasks.reduce((sum, duration) => sum + duration, 0);
    const longest = Math.max(0, ...longTasks);
    test.info().annotations.push({ type: 'long tasks (ms)', description: longTasks.join(', ') });
    expect(longest, `long tasks (ms): ${longTasks.join(', ')}`).toBeLessThan(Math.max(250, total / 2));
    await screenshot(page, { path: '/tmp/h-map-5000.png' });
  });
});
