import type { Browser, Page } from '@playwright/test';
import { expect, openAt, test, waitForHydration, WIDTHS } from '../support/fixtures';
import {
  registerAccount,
  requestSession,
  signIn,
  storeSession,
  unusedPhone,
  waitForSmsCode,
} from '../support/session';
import { screenshot } from '../support/screenshots';

const PENDING = 'Your account is waiting for approval.';

/** The national digits the US phone field takes ("+12015550123" → "2015550123"). */
const national = (phone: string) => phone.replace(/^\+1/, '');

/** A name no other test uses (letters only, as names must be). */
function uniqueName(first: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${first} ${letters[0]!.toUpperCase()}${letters.slice(1).join('')}`;
}

/** Ada Admin, signed in with +12015550125 in a browser of her own, on `url`. */
async function openAsAdmin(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

test.describe('people and sign-up approval', () => {
  test('a new user waits for approval until Ada Admin approves them; the audit log says so', async ({
    page,
    browser,
  }) => {
    const name = uniqueName('Nia');
    const phone = await unusedPhone();
    await page.goto('/sign-up');
    await waitForHydration(page);
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email').fill(`${phone.slice(1)}@example.com`);
    await page.getByRole('radio', { name: 'Employee' }).check();
    await page.getByLabel('Phone', { exact: true }).fill(national(phone));
    const since = Date.now();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Verification Code').fill(await waitForSmsCode(phone, since));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(PENDING)).toBeVisible();

    const admin = await openAsAdmin(browser, '/back-office/people');
    await expect(admin.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    const pending = admin.getByRole('region', { name: 'Pending sign-ups' });
    const row = pending.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(pending.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Leave balance' })).toBeVisible();
    await expect(page.getByText(PENDING)).toHaveCount(0);

    await admin.goto('/back-office/audit');
    await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const line = admin.getByRole('row').filter({ hasText: 'approved sign-up' }).filter({ hasText: name });
    await expect(line).toContainText('Ada Admin');
    await admin.context().close();
  });

  test('Ada Admin adds a person and deactivates them: their tokens are refused at once', async ({
    page,
    browser,
    playwright,
    problems,
  }) => {
    problems.allow(/status of 403/);
    const name = uniqueName('Otto');
    const phone = await unusedPhone();
    const admin = await openAsAdmin(browser, '/back-office/people');
    await admin.getByRole('button', { name: 'Add person' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add person' });
    // Client-side validation first: nothing filled, each field says what it needs.
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await expect(dialog.getByText('Please enter Full Name')).toBeVisible();
    await dialog.getByLabel('Full Name').fill(name);
    await dialog.getByLabel('Phone', { exact: true }).fill(national(phone));
    await dialog.getByLabel('Email').fill(`${phone.slice(1)}@example.com`);
    await dialog.getByLabel('Role').selectOption('Employee');
    await dialog.getByLabel('Manager').selectOption('Manny Manager');
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await expect(dialog).toBeHidden();

    // The new person signs in at once (an added person is active), in a client of their own.
    const theirs = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL ?? '' });
    const session = await requestSession(theirs, phone);
    const auth = { authorization: `Bearer ${session.token}` };
    expect((await theirs.get('/CRM/GetTimeSheets', { headers: auth })).status()).toBe(200);

    await admin.getByLabel('Search').fill(name);
    const row = admin.getByRole('region', { name: 'Everyone' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Manny Manager');
    await row.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = admin.getByRole('dialog', { name: `Deactivate ${name}?` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(row).toContainText('Deactivated');

    // Their access token and their refresh cookie are refused from the next call on.
    expect((await theirs.get('/CRM/GetTimeSheets', { headers: auth })).status()).toBe(401);
    const refreshed = await theirs.post('/api/phone-number-login/account/refresh-token');
    expect(refreshed.status()).toBe(403);
    expect(await refreshed.json()).toMatchObject({
      message: 'This account is not active. Please contact us.',
    });
    await theirs.dispose();
    await admin.context().close();

    // And signing in again says why it is refused.
    await page.goto('/sign-in');
    await waitForHydration(page);
    await page.getByLabel('Phone', { exact: true }).fill(national(phone));
    const sent = Date.now();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Verification Code').fill(await waitForSmsCode(phone, sent));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('This account is not active. Please contact us.')).toBeVisible();
  });
});

test.describe('people page decisions', () => {
  test('Ada Admin declines a sign-up after confirming it; its login ends', async ({ browser, request }) => {
    const name = uniqueName('Dex');
    const { session } = await registerAccount(request, 'partner', { name, approve: false });
    const admin = await openAsAdmin(browser, '/back-office/people');
    const pending = admin.getByRole('region', { name: 'Pending sign-ups' });
    await pending.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Decline' }).click();
    const confirm = admin.getByRole('dialog', { name: `Decline ${name}?` });
    // Cancel keeps the sign-up waiting.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await pending.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Decline' }).click();
    await confirm.getByRole('button', { name: 'Decline' }).click();
    await expect(pending.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await admin.getByLabel('Status').selectOption('Declined');
    await expect(
      admin.getByRole('region', { name: 'Everyone' }).getByRole('row').filter({ hasText: name }),
    ).toBeVisible();
    const profile = await request.get('/CRM/GetProfile', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(profile.status()).toBe(401);
    await admin.context().close();
  });

  test("Ada Admin edits a person's staff roles and manager", async ({ browser, request }) => {
    const name = uniqueName('Eve');
    await registerAccount(request, 'employee', { name });
    const admin = await openAsAdmin(browser, '/back-office/people');
    await admin.getByLabel('Search').fill(name);
    const row = admin.getByRole('region', { name: 'Everyone' }).getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.getByRole('checkbox', { name: 'Recruiter' }).check();
    await dialog.getByLabel('Manager').selectOption('Manny Manager');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Recruiter');
    await expect(row).toContainText('Manny Manager');

    // Her own row offers no way to lock herself out.
    await admin.getByLabel('Search').fill('Ada Admin');
    const own = admin
      .getByRole('region', { name: 'Everyone' })
      .getByRole('row')
      .filter({ hasText: 'Ada Admin' });
    await expect(own.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    await admin.context().close();
  });
});

test.describe('people page access', () => {
  test.use({ signedInAs: 'employee' });

  test('a plain employee is told they have no access', async ({ page, problems }) => {
    problems.allow(/status of 403/);
    await page.goto('/back-office/people');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
});

const SHOTS = '/tmp/shots-mail31';

test.describe('people details at 1280 px', () => {
  test.use({ viewport: WIDTHS[1] });

  test("Ada Admin edits a person's name, phone and e-mail; a phone already taken is refused", async ({
    browser,
    request,
  }) => {
    const name = uniqueName('Ivy');
    await registerAccount(request, 'employee', { name });
    const context = await browser.newContext({ viewport: WIDTHS[1] });
    const admin = await context.newPage();
    await signIn(admin, 'admin');
    await admin.goto(`/back-office/people?search=${encodeURIComponent(name)}`);
    await waitForHydration(admin);
    const everyone = admin.getByRole('region', { name: 'Everyone' });
    await everyone.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: `Edit ${name}` });
    await expect(dialog.getByLabel('Full Name')).toHaveValue(name);

    // Ada's own number belongs to her account: refused, with the reason beside the field.
    await dialog.getByLabel('Phone', { exact: true }).fill('2015550125');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This phone number already has an account')).toBeVisible();

    const renamed = uniqueName('Iris');
    const phone = await unusedPhone();
    const email = `${phone.slice(1)}@example.org`;
    await dialog.getByLabel('Full Name').fill(renamed);
    await dialog.getByLabel('Phone', { exact: true }).fill(national(phone));
    await dialog.getByLabel('Email').fill('not an address');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter Valid EmailId')).toBeVisible();
    await dialog.getByLabel('Email').fill(email);
    await screenshot(admin, { path: `${SHOTS}/people-edit-1280.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await admin.getByLabel('Search').fill(renamed);
    const row = everyone.getByRole('row').filter({ hasText: renamed });
    await expect(row).toContainText(phone);
    await expect(row).toContainText(email);
    await screenshot(admin, { path: `${SHOTS}/people-edited-1280.png` });

    await admin.goto('/back-office/audit');
    await waitForHydration(admin);
    const lines = admin.getByRole('row').filter({ hasText: renamed });
    for (const action of ['changed name', 'changed phone', 'changed e-mail']) {
      await expect(lines.filter({ hasText: action }).first()).toContainText('Ada Admin');
    }
    await context.close();
  });
});

test.describe("a pending account's menu at 390 px", () => {
  test.use({ viewport: WIDTHS[0] });

  test("a pending account's portal menu offers only what it can open", async ({ page, request }) => {
    const { session } = await registerAccount(request, 'partner', {
      name: uniqueName('Pat'),
      approve: false,
    });
    await storeSession(page, session);
    await page.goto('/dashboard');
    await waitForHydration(page);
    await expect(page.getByText(PENDING)).toBeVisible();
    const portal = page.getByRole('navigation', { name: 'Portal' });
    await expect(portal.getByRole('link')).toHaveText(['Dashboard']);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Your portal' }).getByRole('link')).toHaveText([
      'Dashboard',
    ]);
    await screenshot(page, { path: `${SHOTS}/pending-menu-390.png` });
  });
});

test.describe('the people list on a screen', () => {
  test.use({ signedInAs: 'admin' });

  for (const viewport of WIDTHS) {
    test(`the people list fits ${viewport.width} px, shows each office, and wraps an e-mail only at its @`, async ({
      page,
      request,
    }) => {
      const name = uniqueName('Lou');
      const local = `lourdes.fernandez${String(Date.now()).slice(-4)}`;
      await registerAccount(request, 'employee', { name, email: `${local}@subdivision.example.com` });
      await openAt(page, viewport, `/back-office/people?search=${encodeURIComponent(name)}`);
      const everyone = page.getByRole('region', { name: 'Everyone' });
      const list = everyone.getByRole('table', { name: 'People, newest first' });
      await expect(list.getByRole('columnheader', { name: 'Office' })).toBeAttached();
      const row = list.getByRole('row').filter({ hasText: name });
      await expect(row.locator('td[data-label="Office"]')).toHaveText('Seattle');
      await screenshot(page, { path: `/tmp/shots-people60/people-${viewport.width}.png`, fullPage: true });

      // Nothing scrolls sideways: neither the page nor the table in its frame.
      const table = await everyone
        .locator('.table-wrap')
        .evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ table, sideways }).toEqual({ table: 0, sideways: 0 });

      // The address breaks, if at all, only before its @: each side stays on one line.
      const parts = row.locator('.email-address > span');
      await expect(parts).toHaveText([local, '@subdivision.example.com']);
      for (const part of await parts.all()) {
        expect(await part.evaluate((element) => element.getClientRects().length)).toBe(1);
      }
    });
  }
});
