import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { AUTH_MESSAGES } from '@smartmove/contract';
import { expect, openAt, test, waitForHydration, WIDTHS } from '../support/fixtures';
import { screenshot } from '../support/screenshots';
import { solveCaptcha } from '../support/captcha';
import {
  DEMO_PHONES,
  USER_TYPE_CODES,
  registerAccount,
  signIn,
  smsCountFor,
  smsSentAt,
  unusedPhone,
  waitForSmsCode,
} from '../support/session';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The national digits the US phone field takes ("+12015550123" → "2015550123"). */
const national = (phone: string) => phone.replace(/^\+1/, '');

async function readStoredSession(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('user-session') ?? 'null') as Record<string, unknown> | null,
  );
}

/** Types the phone and presses "Send Code"; returns when the code step shows, with the SMS code. */
async function sendCodeTo(page: Page, phone: string, outbox?: string): Promise<string> {
  await page.getByLabel('Phone', { exact: true }).fill(national(phone));
  const since = Date.now();
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a verification code' })).toBeVisible();
  return waitForSmsCode(phone, since, outbox);
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test.describe('sign-up', () => {
  test('an employee signs up with a code and lands on the dashboard, signed in', async ({ page }) => {
    const phone = await unusedPhone();
    await page.goto('/sign-up');
    await waitForHydration(page);
    await expect(page).toHaveTitle('SmartMove | Sign Up');
    await page.getByLabel('Full Name').fill('Asha Verma');
    await page.getByLabel('Email').fill('asha.verma@example.com');
    await page.getByRole('radio', { name: 'Employee' }).check();
    await expect(page.getByLabel('Company Name')).toHaveCount(0);
    const code = await sendCodeTo(page, phone);
    await expect(page.getByLabel('Verification Code')).toBeFocused();
    await expect(page.getByLabel('Verification Code')).toHaveAttribute('autocomplete', 'one-time-code');
    await enterCode(page, code);

    await expect(page).toHaveURL('/dashboard');
    expect(await readStoredSession(page)).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      name: 'Asha Verma',
      email: 'asha.verma@example.com',
      userType: USER_TYPE_CODES.employee,
      roles: [],
      // Waiting for approval: its menus offer only what it can open.
      pending: true,
    });
    // A self-registered account waits for an admin's approval: the page says so instead of the dashboard.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Your account is waiting for approval.')).toBeVisible();
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Account' }).click();
    await expect(banner.getByText('Hello Asha Verma')).toBeVisible();
  });

  test('a partner signs up with the company details', async ({ page, problems }) => {
    const phone = await unusedPhone();
    await page.goto('/sign-up');
    await waitForHydration(page);
    // Nothing filled: every field says what it needs, and no code is sent.
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Please enter Full Name')).toBeVisible();
    await expect(page.getByText('Please enter EmailId')).toBeVisible();
    await expect(page.getByText('Please select Employee or Partner')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Full Name').fill('Parveen Kaur');
    await page.getByLabel('Email').fill('parveen@example.com');
    await page.getByRole('radio', { name: 'Partner' }).check();
    await page.getByLabel('Phone', { exact: true }).fill(national(phone));
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Please enter Company Name')).toBeVisible();
    await page.getByLabel('Company Name').fill('Kaur Talent Partners');
    await page.getByLabel('Company Website (optional)').fill('https://kaur.example.com');
    const code = await sendCodeTo(page, phone);
    await enterCode(page, code);

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Your account is waiting for approval.')).toBeVisible();
    const session = await readStoredSession(page);
    expect(session).toMatchObject({ name: 'Parveen Kaur', userType: USER_TYPE_CODES.partner });
    const profile = await page.request.get('/CRM/GetProfile', {
      headers: { authorization: `Bearer ${String(session?.token)}` },
    });
    expect(await profile.json()).toMatchObject({
      phoneNo: phone,
      companyName: 'Kaur Talent Partners',
      companyWebsite: 'https://kaur.example.com',
      userType: USER_TYPE_CODES.partner,
    });
    problems.allow(/status of 4\d\d/);
  });

  for (const viewport of WIDTHS) {
    test(`a registered phone gets its code like a new one, and the code signs its account in (${viewport.width} px)`, async ({
      page,
      request,
    }, testInfo) => {
      const { phone } = await registerAccount(request, 'employee', { name: 'Dana Again' });
      await openAt(page, viewport, '/sign-up');
      await page.getByLabel('Full Name').fill('Somebody Else');
      await page.getByLabel('Email').fill('somebody.else@example.com');
      await page.getByRole('radio', { name: 'Employee' }).check();
      // Nothing tells the page, or whoever typed the number, that it has an account: a code goes out.
      const code = await sendCodeTo(page, phone);
      await screenshot(page, { path: testInfo.outputPath(`sign-up-registered-code-${viewport.width}.png`) });
      await enterCode(page, code);
      await expect(
        page.getByRole('status').filter({ hasText: AUTH_MESSAGES.signedInToExisting }),
      ).toBeVisible();
      await expect(page).toHaveURL('/dashboard');
      // The account that was there, not the details typed.
      expect(await readStoredSession(page)).toMatchObject({ name: 'Dana Again' });
    });
  }
});

test.describe('sign-in', () => {
  test('an employee signs in with the SMS code', async ({ page, request }) => {
    const { phone } = await registerAccount(request, 'employee', { name: 'Meera Iyer' });
    await page.goto('/sign-in');
    await waitForHydration(page);
    await expect(page).toHaveTitle('SmartMove | Sign In');
    await expect(page.getByRole('combobox', { name: 'Country calling code' }).locator('option')).toHaveText([
      'United States',
      'India',
      'Canada',
    ]);
    const sent = page.waitForRequest('**/CRM/SendVerification');
    const code = await sendCodeTo(page, phone);
    // The invisible captcha solved itself while the phone was typed: no box, its token in the header.
    expect((await sent).headers()['x-captcha-token']).toBeTruthy();
    await expect(page.getByText("I'm not a robot")).toHaveCount(0);
    await enterCode(page, code);
    await expect(page).toHaveURL('/dashboard');
    expect(await readStoredSession(page)).toMatchObject({
      name: 'Meera Iyer',
      userType: USER_TYPE_CODES.employee,
    });
  });

  test('a pasted code with spaces is accepted', async ({ page, request, context }) => {
    const { phone } = await registerAccount(request, 'partner');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/sign-in');
    await waitForHydration(page);
    const code = await sendCodeTo(page, phone);
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      `Code: ${code.slice(0, 3)} ${code.slice(3)}`,
    );
    const field = page.getByLabel('Verification Code');
    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(field).toHaveValue(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  for (const viewport of WIDTHS) {
    test(`a phone without an account gets its code, then signs up without another (${viewport.width} px)`, async ({
      page,
    }, testInfo) => {
      const phone = await unusedPhone();
      await openAt(page, viewport, '/sign-in');
      const code = await sendCodeTo(page, phone);
      await enterCode(page, code);

      // The code verified the phone: the sign-up form opens with it, and creates the account without a code.
      await expect(page).toHaveURL('/sign-up');
      await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.noAccount })).toBeVisible();
      const phoneField = page.getByLabel('Phone', { exact: true });
      await expect(phoneField).toHaveValue(new RegExp(`${phone.slice(-4)}$`));
      await expect(phoneField).toHaveAccessibleDescription(/Verified: no new code is needed/);
      await expect(page.getByLabel('Full Name')).toBeFocused();
      await page.getByLabel('Full Name').fill('Nia Newcomer');
      await page.getByLabel('Email').fill(`${phone.slice(1)}@example.com`);
      await page.getByRole('radio', { name: 'Employee' }).check();
      await screenshot(page, { path: testInfo.outputPath(`sign-in-no-account-${viewport.width}.png`) });
      await page.getByRole('button', { name: 'Create Account' }).click();

      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByText('Your account is waiting for approval.')).toBeVisible();
      expect(await readStoredSession(page)).toMatchObject({ name: 'Nia Newcomer', pending: true });
      expect(smsCountFor(phone)).toBe(1);
    });
  }

  test('a verification that lapsed before sign-up asks for a code again', async ({ page, problems }) => {
    problems.allow(/status of 400/);
    const phone = await unusedPhone();
    await openAt(page, WIDTHS[1], '/sign-in');
    await enterCode(page, await sendCodeTo(page, phone));
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await page.getByLabel('Full Name').fill('Lars Late');
    await page.getByLabel('Email').fill(`${phone.slice(1)}@example.com`);
    await page.getByRole('radio', { name: 'Partner' }).check();
    await page.getByLabel('Company Name').fill('Late Partners');
    // The browser's proof of the verification is gone (its cookie lasts as long as the phone may register).
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
      new RegExp(AUTH_MESSAGES.phoneNotVerified),
    );
    await expect(page.getByRole('button', { name: 'Send Code' })).toBeVisible();
    await expect(page).toHaveURL('/sign-up');
  });

  test('a wrong code says so and counts the tries; the right one still works', async ({
    page,
    request,
    problems,
  }) => {
    problems.allow(/status of 400/);
    const { phone } = await registerAccount(request, 'employee');
    await page.goto('/sign-in');
    await waitForHydration(page);
    const code = await sendCodeTo(page, phone);
    await enterCode(page, otherCode(code));
    const field = page.getByLabel('Verification Code');
    await expect(page.getByText('The verification code is not correct. 4 tries left.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await enterCode(page, code);
    await expect(page).toHaveURL('/dashboard');
  });

  test('after 5 wrong tries the code is void, even the right one', async ({ page, request, problems }) => {
    problems.allow(/status of 400/);
    const { phone } = await registerAccount(request, 'partner');
    await page.goto('/sign-in');
    await waitForHydration(page);
    const code = await sendCodeTo(page, phone);
    for (const left of [4, 3, 2, 1]) {
      await enterCode(page, otherCode(code));
      await expect(
        page.getByText(`The verification code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`),
      ).toBeVisible();
    }
    await enterCode(page, otherCode(code));
    await expect(
      page.getByText('The verification code is not correct. Please request a new code.'),
    ).toBeVisible();
    await enterCode(page, code);
    await expect(page.getByText('Too many wrong tries. Please request a new code.')).toBeVisible();
    await expect(page).toHaveURL('/sign-in');
  });

  test('resend is offered after a 30-second countdown and sends a new code', async ({
    clockPage: page,
    request,
  }) => {
    const { phone } = await registerAccount(request, 'employee');
    // The page's time stands still (its timers, which the invisible captcha needs, still run) and moves only
    // when the test moves it: the countdown reads exactly 30, then 20, however slow the machine.
    const start = Date.now();
    await page.clock.setFixedTime(start);
    await page.goto('/sign-in');
    await waitForHydration(page);
    await sendCodeTo(page, phone);
    const resend = page.getByRole('button', { name: /^Resend Code/ });
    await expect(resend).toHaveText('Resend Code in 30s');
    await expect(resend).toBeDisabled();
    await page.clock.setFixedTime(start + 10_000);
    await expect(resend).toHaveText('Resend Code in 20s');
    await expect(resend).toBeDisabled();
    await page.clock.setFixedTime(start + 30_500);
    await expect(resend).toHaveText('Resend Code');
    await expect(resend).toBeEnabled();

    const before = smsCountFor(phone);
    const since = Date.now();
    await resend.click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a new code' })).toBeVisible();
    await expect(resend).toHaveText('Resend Code in 30s');
    const code = await waitForSmsCode(phone, since);
    expect(smsCountFor(phone)).toBe(before + 1);
    await enterCode(page, code);
    await expect(page).toHaveURL('/dashboard');
  });

  test('"Use a different phone number" goes back with the number kept', async ({ page, request }) => {
    const { phone } = await registerAccount(request, 'partner');
    await page.goto('/sign-in');
    await waitForHydration(page);
    await sendCodeTo(page, phone);
    await page.getByRole('button', { name: 'Use a different phone number' }).click();
    const phoneField = page.getByLabel('Phone', { exact: true });
    await expect(phoneField).toBeFocused();
    await expect(phoneField).toHaveValue(
      `(${national(phone).slice(0, 3)}) ${national(phone).slice(3, 6)}-${national(phone).slice(6)}`,
    );
  });

  test('the code step has no accessibility violations', async ({ page, request }) => {
    const { phone } = await registerAccount(request, 'employee');
    await page.goto('/sign-in');
    await waitForHydration(page);
    await sendCodeTo(page, phone);
    const results = await axeScan(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('route guard and logout', () => {
  test('a guarded page sends to /sign-in and comes back after a real login', async ({ page, request }) => {
    const { phone } = await registerAccount(request, 'employee');
    await page.goto('/time-sheet?week=2026-11-16');
    await expect(page).toHaveURL('/sign-in');
    await waitForHydration(page);
    const code = await sendCodeTo(page, phone);
    await enterCode(page, code);
    await expect(page).toHaveURL('/time-sheet?week=2026-11-16');
    await expect(page).toHaveTitle('SmartMove | Time Sheets');
  });

  test('a signed-in visitor of /sign-in goes on to the page they asked for, then to the dashboard', async ({
    page,
  }) => {
    await page.goto('/time-sheet?week=2026-11-16');
    await expect(page).toHaveURL('/sign-in');
    // Signed in before the sign-in page ran its scripts, the page itself would go on at once and use up the
    // remembered page.
    await waitForHydration(page);
    await signIn(page, 'employee');
    await page.goto('/sign-in');
    await expect(page).toHaveURL('/time-sheet?week=2026-11-16');
    await expect(page).toHaveTitle('SmartMove | Time Sheets');
    // The remembered page is used once.
    await page.goto('/sign-in');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/sign-up');
    await expect(page).toHaveURL('/dashboard');
  });

  test('logout revokes the session, clears local storage and goes home', async ({ page, problems }) => {
    problems.allow(/status of 401/);
    await signIn(page, 'employee');
    // The refresh cookie works while signed in (and lives in the browser, not in localStorage).
    const renewed = await page.request.post('/api/phone-number-login/account/refresh-token');
    expect(renewed.status()).toBe(200);
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name === 'smartmove_refresh')).toHaveLength(2);
    expect(cookies.every((cookie) => cookie.name !== 'smartmove_refresh' || cookie.httpOnly)).toBe(true);

    await page.goto('/dashboard');
    await waitForHydration(page);
    await page.evaluate(() => localStorage.setItem('another-entry', 'kept until logout'));
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Send Inquiry' })).toBeVisible();
    const afterLogout = await page.request.post('/api/phone-number-login/account/refresh-token');
    expect(afterLogout.status()).toBe(401);
  });
});

/**
 * Expiry and the server's rate limits with production settings, on a server of their own: a 3-second code
 * lifetime (instead of waiting 10 minutes) and the default 30-second resend cooldown.
 */
test.describe('codes with production limits', () => {
  let server: ChildProcess | undefined;
  let baseUrl = '';
  let dataDir = '';
  const outbox = () => path.join(dataDir, 'sms-outbox.jsonl');

  async function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
  }

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-e2e-auth-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // Its own SQLite and its own counters: with CI's DATABASE_URL and REDIS_URL it would share the database and
    // the rate limits of the suite's servers, whose sign-ins would then trip the production limits here.
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
    server = spawn(process.execPath, [path.resolve(here, '../../apps/api/dist/server.js')], {
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        OTP_TTL_SECONDS: '3',
        ...(process.env.E2E_WEB_BUILD_DIR ? { WEB_BUILD_DIR: process.env.E2E_WEB_BUILD_DIR } : {}),
      },
      stdio: 'ignore',
    });
    // As long as the suite's own server may take to start on a busy machine (playwright.config.ts).
    test.setTimeout(120_000);
    await expect
      .poll(
        () =>
          fetch(`${baseUrl}/health`).then(
            (response) => response.ok,
            () => false,
          ),
        { message: 'the auth test server starts', timeout: 110_000 },
      )
      .toBe(true);
  });

  test.afterAll(() => {
    server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('an expired code says so', async ({ page, problems }) => {
    problems.allow(/status of 400/);
    await page.goto(`${baseUrl}/sign-in`);
    await waitForHydration(page);
    const code = await sendCodeTo(page, DEMO_PHONES.employee, outbox());
    // The code is void OTP_TTL_SECONDS after it was sent: wait for that moment on the clock the server reads.
    const expiresBy = smsSentAt(DEMO_PHONES.employee, code, outbox()) + 3000;
    await expect.poll(() => Date.now(), { message: 'the code has expired' }).toBeGreaterThan(expiresBy);
    await enterCode(page, code);
    await expect(
      page.getByText('The verification code has expired. Please request a new code.'),
    ).toBeVisible();
    await expect(page.getByLabel('Verification Code')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a code requested too soon shows the rate-limit message', async ({ page, request, problems }) => {
    problems.allow(/status of 429/);
    const sent = await request.post(`${baseUrl}/CRM/SendVerification`, {
      data: { phoneNo: DEMO_PHONES.partner },
      headers: { 'x-captcha-token': await solveCaptcha(request, baseUrl) },
    });
    expect(sent.ok()).toBe(true);
    await page.goto(`${baseUrl}/sign-in`);
    await waitForHydration(page);
    await page.getByLabel('Phone', { exact: true }).fill(national(DEMO_PHONES.partner));
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Please wait \d+ seconds before requesting a new code\.$/,
    );
    await expect(page.getByRole('button', { name: 'Send Code' })).toBeEnabled();
  });
});
