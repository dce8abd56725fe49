import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { API_PATHS, STAFF_ROLES, USER_TYPES } from '@smartmove/contract';
import { expect, openAt, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { adminToken, unusedPhone, waitForSmsCode } from '../support/session';
import { stamp } from '../support/values';
import { screenshot } from '../support/screenshots';

/**
 * The back office's frame (docs/product.md#back-office): staff land on its overview, whose counts link to
 * their lists; its tab bar shows every section at 1280 px and scrolls with a cue at 390 px; the audit log
 * searches and exports.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-back-office-shell';
const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${SHOTS}/${test.info().project.name}-${name}.png` });

/** A new employee the admin adds with `roles` (an audit line "added person <name>"); its phone and name. */
async function addStaff(page: Page, roles: string[]) {
  const phone = await unusedPhone();
  const name = `Sam Shell ${stamp().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const response = await page.request.post(API_PATHS.addPerson, {
    headers: { authorization: `Bearer ${await adminToken()}` },
    data: {
      name,
      phoneNo: phone,
      email: 'sam.shell@example.com',
      userType: USER_TYPES.employee,
      staffRoles: roles,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { phone, name };
}

async function signInThroughTheForm(page: Page, phone: string) {
  await page.goto('/sign-in');
  await waitForHydration(page);
  await page.getByLabel('Phone', { exact: true }).fill(phone.replace(/^\+1/, ''));
  const since = Date.now();
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a verification code' })).toBeVisible();
  await page.getByLabel('Verification Code').fill(await waitForSmsCode(phone, since));
  await page.getByRole('button', { name: 'Verify' }).click();
}

test.describe('at 390 px', () => {
  test.use({ viewport: WIDTHS[0] });

  test('a recruiter signing in lands on the back office, whose counts link to their lists', async ({
    page,
  }) => {
    const { phone } = await addStaff(page, [STAFF_ROLES.recruiter]);
    await signInThroughTheForm(page, phone);
    await expect(page).toHaveURL('/back-office');
    await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
    const counts = page.getByRole('list', { name: 'What waits for you' });
    for (const label of ['New inquiries', 'New applications', 'Bench waiting for review']) {
      await expect(counts.getByRole('link', { name: new RegExp(label) })).toBeVisible();
    }
    // An approver's counts are not a recruiter's.
    await expect(counts.getByRole('link', { name: /Waiting for approval|Open cases/ })).toHaveCount(0);
    await shot(page, 'overview-390');
    await counts.getByRole('link', { name: /New inquiries/ }).click();
    await expect(page).toHaveURL('/back-office/inquiries?status=new');
    await expect(page.getByRole('heading', { name: 'Inquiries', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('new');
  });
});

test.describe('the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('sees every back-office tab at 1280 px, and a scrolling bar with a cue at 390 px', async ({
    page,
  }) => {
    const tabs = [
      'Overview',
      'Inquiries',
      'Applications',
      'Submittals',
      'Talent',
      'Approvals',
      'Cases',
      'Jobs',
      'Bench',
      'Invoices',
      'Vendor bills',
      'Margin',
      'Clients',
      'Placements',
      'Payslips',
      'Holidays',
      'Projects',
      'People',
      'Rate card',
      'Audit log',
    ];
    const nav = page.getByRole('navigation', { name: 'Back office' });

    await openAt(page, { width: 1280, height: 900 }, '/back-office');
    for (const name of tabs)
      await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    await expect(nav).not.toHaveAttribute('data-more-after');
    await shot(page, 'tabs-1280');

    await openAt(page, { width: 390, height: 844 }, '/back-office');
    await expect(nav).toHaveAttribute('data-more-after', 'true');
    await expect(nav.locator('.portal-nav__more--after')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit log' })).not.toBeInViewport();
    await shot(page, 'tabs-390');
    // The keyboard reaches every tab, each scrolled into view as it gets focus.
    await nav.getByRole('link', { name: 'Overview' }).focus();
    for (let step = 1; step < tabs.length; step += 1) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeInViewport();
    await expect(nav).toHaveAttribute('data-more-before', 'true');

    // On a section's own page its tab is scrolled into view.
    await openAt(page, { width: 390, height: 844 }, '/back-office/audit');
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeInViewport({ ratio: 1 });
    await expect(nav.locator('.portal-nav__more--before')).toBeVisible();
  });

  test(`searches the audit log and exports what it finds, at 1280 px`, async ({ page }) => {
    const { name } = await addStaff(page, []);
    await openAt(page, WIDTHS[1], '/back-office/audit');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(name.toUpperCase());
    await expect(page).toHaveURL(/search=/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('added person');
    await expect(rows.nth(1)).toContainText(name);
    await shot(page, 'audit-1280');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When,Who,Action,Record kind,Record');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Ada Admin,added person,person,${name}`);
  });

  test('the back-to-top button leaves the end of a long page clear at 390 px', async ({ page }) => {
    // Enough lines for a page long enough to show the button.
    for (let line = 0; line < 8; line += 1) await addStaff(page, []);
    await openAt(page, { width: 390, height: 844 }, '/back-office/audit');
    await expect(page.getByRole('table')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeVisible();
    await shot(page, 'back-to-top-390');
    const box = (await button.boundingBox())!;
    // The list ends above the button, not under it.
    const table = (await page.getByRole('table').boundingBox())!;
    expect(table.y + table.height).toBeLessThanOrEqual(box.y);
    // Nothing readable or clickable lies under the button at the end of the page.
    const covered = await page.evaluate(({ x, y, width, height }) => {
      const hits: string[] = [];
      for (const element of document.querySelectorAll(
        'main a, main button, main td, footer a, footer p, footer li',
      )) {
        const range = document.createRange();
        range.selectNodeContents(element);
        for (const rect of range.getClientRects()) {
          if (rect.right > x && rect.left < x + width && rect.bottom > y && rect.top < y + height) {
            hits.push(element.textContent?.trim() ?? '');
          }
        }
      }
      return hits;
    }, box);
    expect(covered).toEqual([]);
  });
});

test.describe('the employee', () => {
  test.use({ signedInAs: 'employee' });

  test('sees every portal tab at 1280 px, and a scrolling bar with a cue at 390 px', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await openAt(page, { width: 1280, height: 900 }, '/dashboard');
    const tabs = nav.getByRole('link');
    await expect(tabs.first()).toBeVisible();
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await shot(page, 'portal-tabs-1280');

    await openAt(page, { width: 390, height: 844 }, '/dashboard');
    await expect(nav).toHaveAttribute('data-more-after', 'true');
    await expect(nav.locator('.portal-nav__more--after')).toBeVisible();
    await expect(tabs.last()).not.toBeInViewport();
    await shot(page, 'portal-tabs-390');
  });
});
