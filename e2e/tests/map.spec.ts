import type { Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { expect, test, waitForHydration } from '../support/fixtures';

/** A transparent 1×1 PNG: the tiles this offline machine cannot fetch. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

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

/** Tile images (…/{z}/{x}/{y}.png on another origin) get a blank tile; records every other request. */
async function serveBlankTiles(page: Page, baseURL: string): Promise<string[]> {
  const origin = new URL(baseURL).origin;
  const offOrigin: string[] = [];
  await page.route(
    (url) => url.origin !== origin && /\/\d+\/\d+\/\d+\.png$/.test(url.pathname),
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.protocol.startsWith('http') &&
      url.origin !== origin &&
      !/\/\d+\/\d+\/\d+\.png$/.test(url.pathname)
    ) {
      offOrigin.push(request.url());
    }
  });
  return offOrigin;
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
    const offOrigin = await serveBlankTiles(page, baseURL!);
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
    // Pins are inline SVG: no marker image, from a CDN or elsewhere.
    expect(offOrigin).toEqual([]);
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText(`Property (${properties.length})`);
  });

  test('clicking a property pin opens its panel; "Close" closes it and focus returns', async ({
    page,
    baseURL,
  }) => {
    await serveBlankTiles(page, baseURL!);
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

  test('a lead pin opens the lead panel from the keyboard; Escape closes it', async ({ page, baseURL }) => {
    await serveBlankTiles(page, baseURL!);
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

  test('a lead pin also opens by mouse, and pins are reached with Tab', async ({ page, baseURL }) => {
    await serveBlankTiles(page, baseURL!);
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

  test('the open side panel passes axe (WCAG 2.2 AA)', async ({ page, baseURL }) => {
    await serveBlankTiles(page, baseURL!);
    await openMap(page);
    await page.getByRole('button', { name: `Lead: ${leads[0]!.arc_RealtorName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Lead details' })).toBeVisible();
    const results = await axeScan(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('a failed fetch shows the "Error" toast with the status text and hides the loader', async ({
    page,
    baseURL,
    problems,
  }) => {
    problems.allow(/status of 500/);
    await serveBlankTiles(page, baseURL!);
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

  test('shows "Processing..." while the records load, then the pins', async ({ page, baseURL }) => {
    await serveBlankTiles(page, baseURL!);
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
    baseURL,
  }) => {
    await serveBlankTiles(page, baseURL!);
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
