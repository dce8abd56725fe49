import fs from 'node:fs';
import path from 'node:path';
import { request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { solveCaptcha } from './captcha';
import { phoneHasAccount } from './product-database';

export const DEMO_PHONES = {
  employee: '+12015550123',
  partner: '+12015550124',
  admin: '+12015550125',
  recruiter: '+12015550126',
  manager: '+12015550127',
  finance: '+12015550128',
} as const;
export const USER_TYPE_CODES = { employee: 173020001, partner: 173020000 } as const;
/** The code the product sends with every phone verification (docs/product.md#records). */
export const VERIFICATION_USER_TYPE = USER_TYPE_CODES.employee;

export type Role = keyof typeof USER_TYPE_CODES;
/** A seeded demo person: the employee, the partner, or one of the firm's staff. */
export type DemoPerson = keyof typeof DEMO_PHONES;

/** The session the API answers on login, stored as-is under 'user-session'. */
export interface SignedInSession {
  token: string;
  name: string;
  email: string;
  userType: number;
}

interface OutboxEntry {
  to: string;
  body: string;
  code: string;
  at: string;
}

function outboxFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'sms-outbox.jsonl');
}

function readOutbox(file = outboxFile()): OutboxEntry[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/**
 * The newest code the console SMS provider wrote for `phone` at or after `since` (ms), waiting briefly
 * for it to appear. `file` defaults to the outbox of the server the tests run against.
 */
export async function waitForSmsCode(
  phone: string,
  since: number,
  file = outboxFile(),
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entry = readOutbox(file)
      .filter((item) => item.to === phone && Date.parse(item.at) >= since)
      .at(-1);
    if (entry) return entry.code;
    if (Date.now() > deadline) throw new Error(`No SMS code for ${phone} in ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** When the console provider wrote `code` to `phone` (ms): the code's lifetime counts from then. */
export function smsSentAt(phone: string, code: string, file = outboxFile()): number {
  const entry = readOutbox(file)
    .filter((item) => item.to === phone && item.code === code)
    .at(-1);
  if (!entry) throw new Error(`No SMS with code ${code} for ${phone} in ${file}`);
  return Date.parse(entry.at);
}

/** Every SMS the console provider wrote to `phone` so far. */
export function smsCountFor(phone: string, file = outboxFile()): number {
  return readOutbox(file).filter((item) => item.to === phone).length;
}

/**
 * Sends a code and verifies it through the real API: the session of an existing account, or
 * `{verified: true, registered: false}` for a new phone. Each code is bound to the request context that asked
 * for it (its verification cookie): when the newest code in the outbox was a parallel test's for the same
 * demo phone, it is refused here, and this tries again.
 */
async function verifyPhone(request: APIRequestContext, phone: string): Promise<Record<string, unknown>> {
  for (let attempt = 1; ; attempt += 1) {
    const since = Date.now();
    const sent = await request.post('/CRM/SendVerification', {
      data: { phoneNo: phone },
      headers: { 'x-captcha-token': await solveCaptcha(request) },
    });
    if (!sent.ok()) throw new Error(`SendVerification failed: ${sent.status()} ${await sent.text()}`);
    const code = await waitForSmsCode(phone, since);
    const verified = await request.post('/CRM/CheckVerification', {
      data: { phoneNumber: phone, code, userType: VERIFICATION_USER_TYPE },
    });
    if (verified.ok()) return (await verified.json()) as Record<string, unknown>;
    if (verified.status() !== 400 || attempt >= 5) {
      throw new Error(`CheckVerification failed: ${verified.status()} ${await verified.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
  }
}

/**
 * Signs in through the real API: sends a code, reads it from the SMS outbox and verifies it. The refresh
 * cookie lands in the request context's cookies (for page.request: the page's browser context).
 */
export async function requestSession(request: APIRequestContext, phone: string): Promise<SignedInSession> {
  const session = await verifyPhone(request, phone);
  if (typeof session.token !== 'string')
    throw new Error(`No account for ${phone}: ${JSON.stringify(session)}`);
  return session as unknown as SignedInSession;
}

/** Area codes in use, each with the fictional 555 exchange: some 80,000 numbers to draw from. */
const TEST_AREA_CODES = ['201', '206', '212', '303', '312', '415', '425', '512', '617', '713'] as const;

/** A fresh, valid US number in the fictional 555 exchange (never one of the demo users). */
export function newPhone(): string {
  const areaCode = TEST_AREA_CODES[Math.floor(Math.random() * TEST_AREA_CODES.length)]!;
  return `+1${areaCode}555${String(2000 + Math.floor(Math.random() * 7999)).padStart(4, '0')}`;
}

/**
 * A fresh number (newPhone) that no account holds yet: drawn again while an earlier test holds it (read from
 * the product's database, since the API tells no one but the phone's holder).
 */
export async function unusedPhone(): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const phone = newPhone();
    if (!(await phoneHasAccount(test.info(), phone))) return phone;
    if (attempt === 5) throw new Error(`${phone} already has an account`);
  }
}

/** A worker's Ada Admin login, reused while its 15-minute access token has well over a test to live. */
let adminLogin: { token: Promise<string>; since: number } | undefined;
const ADMIN_LOGIN_REUSE_MS = 8 * 60_000;

/**
 * Ada Admin's access token, signed in through the real API in a request context of its own (so that her
 * refresh cookie never lands in a test's browser).
 */
export function adminToken(): Promise<string> {
  if (adminLogin && Date.now() - adminLogin.since < ADMIN_LOGIN_REUSE_MS) return adminLogin.token;
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('baseURL is not set (playwright.config.ts sets it)');
  const token = (async () => {
    const request = await apiRequest.newContext({ baseURL });
    try {
      return (await requestSession(request, DEMO_PHONES.admin)).token;
    } finally {
      await request.dispose();
    }
  })();
  adminLogin = { token, since: Date.now() };
  token.catch(() => {
    if (adminLogin?.token === token) adminLogin = undefined;
  });
  return token;
}

/** Approves a self-registered (pending) account as Ada Admin would on the People page. */
export async function approveAccount(request: APIRequestContext, session: SignedInSession): Promise<void> {
  const profile = await request.get('/CRM/GetProfile', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!profile.ok()) throw new Error(`GetProfile failed: ${profile.status()} ${await profile.text()}`);
  const { id } = (await profile.json()) as { id: string };
  const approved = await request.post('/CRM/UpdatePerson', {
    data: { id, action: 'approve' },
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  if (!approved.ok()) throw new Error(`approve failed: ${approved.status()} ${await approved.text()}`);
}

/**
 * Creates an account through the real sign-up calls (verify a new phone, then register-request-token) and
 * returns its phone number and session: a user of its own for a test, so no parallel test sends it codes.
 * A self-registered account waits for approval; unless `approve: false`, Ada Admin approves it at once.
 */
export async function registerAccount(
  request: APIRequestContext,
  role: Role,
  details: { name?: string; email?: string; companyName?: string; approve?: boolean } = {},
): Promise<{ phone: string; session: SignedInSession }> {
  // Numbers are drawn at random: one an earlier test holds (whatever its account's state) is drawn again.
  let phone = await unusedPhone();
  for (let attempt = 1; (await verifyPhone(request, phone)).verified !== true; attempt += 1) {
    if (attempt === 5) throw new Error(`${phone} already has an account`);
    phone = await unusedPhone();
  }
  const registered = await request.post('/api/phone-number-login/account/register-request-token', {
    data: {
      phoneNo: phone,
      name: details.name ?? (role === 'employee' ? 'Test Employee' : 'Test Partner'),
      email: details.email ?? `${phone.slice(1)}@example.com`,
      userType: USER_TYPE_CODES[role],
      ...(role === 'partner' ? { companyName: details.companyName ?? 'Test Partner LLC' } : {}),
    },
  });
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const session = (await registered.json()) as SignedInSession;
  if (details.approve !== false) await approveAccount(request, session);
  return { phone, session };
}

/**
 * Stores `session` under 'user-session', as the sign-in screen does. A page not on the site yet stays where
 * it is: the entry goes into the browser's storage for the site without loading a page of it for that (the
 * context's cookies, the refresh cookie among them, stay). Navigate on afterwards.
 */
export async function storeSession(page: Page, session: SignedInSession): Promise<void> {
  if (/^https?:/.test(page.url())) {
    await page.evaluate((value) => localStorage.setItem('user-session', JSON.stringify(value)), session);
    return;
  }
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('baseURL is not set (playwright.config.ts sets it)');
  const context = page.context();
  const { cookies } = await context.storageState();
  const entries = [{ name: 'user-session', value: JSON.stringify(session) }];
  await context.setStorageState({
    cookies,
    origins: [{ origin: new URL(baseURL).origin, localStorage: entries }],
  });
}

/**
 * Signs a demo person in for real (the employee, the partner or one of the staff) and stores the session under
 * 'user-session' (storeSession). Navigate on afterwards. Returns the stored session.
 */
export async function signIn(page: Page, person: DemoPerson): Promise<SignedInSession> {
  const session = await requestSession(page.request, DEMO_PHONES[person]);
  await storeSession(page, session);
  return session;
}

/**
 * A new account of the role (registerAccount), signed in on the page: tests that write records each get a user
 * of their own, so parallel tests never see each other's records. Navigate on afterwards.
 */
export async function signInAsNewUser(
  page: Page,
  role: Role,
  details: Parameters<typeof registerAccount>[2] = {},
): Promise<SignedInSession> {
  const { session } = await registerAccount(page.request, role, details);
  await storeSession(page, session);
  return session;
}

/**
 * Stores a session entry in localStorage as the spec describes it. The token is not a valid one:
 * use it only where no authenticated call is made (the client guard, the header's logged-in state).
 */
export async function storeSessionEntry(page: Page, role: Role, name = 'Dana Employee') {
  await page.evaluate(
    ({ userType, userName }) =>
      localStorage.setItem(
        'user-session',
        JSON.stringify({ token: 'not-a-real-token', name: userName, email: 'dana@example.com', userType }),
      ),
    { userType: USER_TYPE_CODES[role], userName: name },
  );
}
