import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { DEMO_PHONES, requestSession, type DemoPerson } from './session';

export interface PageProblems {
  /** Console errors and uncaught exceptions seen on the page. */
  errors: string[];
  /** Errors a test expects (for example the 404 status of a not-found document). */
  allow(pattern: RegExp): void;
}

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

export interface DemoSessions {
  /** The browser storage of the demo user of `role`, signed in: the refresh cookie and 'user-session'. */
  storageState(role: DemoPerson): Promise<StorageState>;
}

/** The demo person's bearer token, from the signed-in browser storage the fixtures keep. */
export async function tokenOf(demoSessions: DemoSessions, person: DemoPerson): Promise<string> {
  const state = await demoSessions.storageState(person);
  const entry = state.origins[0]?.localStorage.find((item) => item.name === 'user-session');
  if (!entry) throw new Error(`No session for ${person}`);
  return (JSON.parse(entry.value) as { token: string }).token;
}

/** A second browser beside the test's page. */
export interface OtherPage {
  page: Page;
  /** Closes its browser; fails the test on the problems its page saw (as the test's own page, `problems`). */
  close(): Promise<void>;
}

/**
 * Opens a browser of its own for a demo person (a visitor without one), on `url` when given, hydrated.
 * Browsers still open when the test ends are closed then.
 */
export type PageAs = (
  person: DemoPerson | undefined,
  options?: { url?: string; viewport?: { width: number; height: number } },
) => Promise<OtherPage>;

/**
 * A worker signs each demo user in once and reuses the login while its 15-minute access token has well
 * over a test's length to live; then it signs in again. (The refresh cookie rotates only on a 401, which
 * a token this fresh never gets, so the copies of the cookie in the tests' browsers never clash.)
 */
const DEMO_SESSION_REUSE_MS = 8 * 60_000;

/**
 * Every test fails on an unexpected console error, uncaught exception or failed request, so a
 * broken script or a missing asset cannot hide behind a passing assertion.
 *
 * `test.use({ signedInAs: 'employee' })` opens each test's browser already signed in as that demo user,
 * as after a real sign-in, without a sign-in and a page load of its own in every test.
 *
 * A test that sets the page's clock takes `clockPage`, a page in a browser context of its own: Playwright's
 * clock leaves scripts behind in a reused context (playwright.config.ts), and the next test's page then fails
 * with "Cannot read properties of undefined (reading 'controller')" (microsoft/playwright#31353).
 */
export const test = base.extend<
  {
    problems: PageProblems;
    signedInAs: DemoPerson | undefined;
    pageAs: PageAs;
    grantedPermissions: void;
    signedIn: void;
    clockPage: Page;
  },
  { demoSessions: DemoSessions; productDataDir: string }
>({
  // A worker serves one project, and so one product server: the SMS and mail outboxes and the uploads the
  // support functions read are that server's (playwright.config.ts names its data folder per project).
  productDataDir: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const dataDir = (workerInfo.project.metadata as { dataDir?: string }).dataDir;
      if (dataDir) process.env.E2E_DATA_DIR = dataDir;
      await use(process.env.E2E_DATA_DIR ?? '');
    },
    { scope: 'worker', auto: true },
  ],
  demoSessions: [
    async ({ playwright, productDataDir: _ }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('baseURL is not set (playwright.config.ts sets it)');
      const signInAs = async (role: DemoPerson): Promise<StorageState> => {
        const request = await playwright.request.newContext({ baseURL });
        try {
          const session = await requestSession(request, DEMO_PHONES[role]);
          const { cookies } = await request.storageState();
          const localStorage = [{ name: 'user-session', value: JSON.stringify(session) }];
          return { cookies, origins: [{ origin: new URL(baseURL).origin, localStorage }] };
        } finally {
          await request.dispose();
        }
      };
      const logins = new Map<DemoPerson, { state: Promise<StorageState>; since: number }>();
      await use({
        storageState(role) {
          const login = logins.get(role);
          if (login && Date.now() - login.since < DEMO_SESSION_REUSE_MS) return login.state;
          const state = signInAs(role);
          logins.set(role, { state, since: Date.now() });
          // A failed sign-in fails its test; the next test tries again.
          state.catch(() => {
            if (logins.get(role)?.state === state) logins.delete(role);
          });
          return state;
        },
      });
    },
    { scope: 'worker' },
  ],
  signedInAs: [undefined, { option: true }],
  // Applied to the test's context rather than given as its storage state option, which would make Playwright
  // open a fresh context (not reuse the worker's, playwright.config.ts) at each change of role or login.
  signedIn: [
    async ({ signedInAs, context, page, demoSessions }, use) => {
      if (signedInAs) {
        const state = await demoSessions.storageState(signedInAs);
        await context.addCookies(state.cookies);
        await fillLocalStorage(page, state.origins);
      }
      await use();
    },
    { auto: true },
  ],
  pageAs: async ({ browser, demoSessions, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (person, { url, viewport } = {}) => {
      const context = await browser.newContext({
        ...(baseURL ? { baseURL } : {}),
        ...(viewport ? { viewport } : {}),
        ...(person ? { storageState: await demoSessions.storageState(person) } : {}),
        acceptDownloads: true,
      });
      contexts.push(context);
      const page = await context.newPage();
      const problems = await watchForProblems(page);
      if (url) {
        await page.goto(url);
        await waitForHydration(page);
      }
      return {
        page,
        async close() {
          await context.close();
          problems.expectNone(`on the ${person ?? 'visitor'}'s page`);
        },
      };
    });
    for (const context of contexts) await context.close();
  },
  // A reused context keeps the permissions a test granted (Playwright resets the rest, playwright.config.ts).
  grantedPermissions: [
    async ({ context }, use) => {
      await use();
      await context.clearPermissions();
    },
    { auto: true },
  ],
  problems: [
    async ({ page }, use) => {
      const problems = await watchForProblems(page);
      await use(problems);
      problems.expectNone();
    },
    { auto: true },
  ],
  // A visitor's page in a context of its own, checked as every page is (pageAs).
  clockPage: async ({ pageAs }, use) => {
    const visitor = await pageAs(undefined);
    await use(visitor.page);
    await visitor.close();
  },
});

export { expect };

/**
 * Collects the page's console errors, uncaught exceptions and failed requests, and its Content Security Policy
 * violations (which a page that catches the failure would otherwise hide, as zod's eval probe did).
 */
async function watchForProblems(page: Page): Promise<PageProblems & { expectNone(where?: string): void }> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // Navigations away from a page abort its pending requests; that is not a fault.
    if (!failure.includes('ERR_ABORTED')) errors.push(`requestfailed: ${request.url()} ${failure}`);
  });
  return {
    errors,
    allow: (pattern) => allowed.push(pattern),
    expectNone(where) {
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(
        unexpected,
        ['unexpected console errors or failed requests', where].filter(Boolean).join(' '),
      ).toEqual([]);
    },
  };
}

// With no icon of its own, the browser would ask the product for /favicon.ico (a 404 and a console error).
const BLANK_PAGE = '<!doctype html><link rel="icon" href="data:,">';

/**
 * Sets each origin's local storage from a blank page of that origin (answered by the test itself, not the
 * product), as Playwright does for a new context's storage state: the test's first page then finds it.
 */
async function fillLocalStorage(page: Page, origins: StorageState['origins']): Promise<void> {
  for (const { origin, localStorage } of origins) {
    const blank = `${origin}/__e2e-local-storage`;
    await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: BLANK_PAGE }));
    await page.goto(blank);
    await page.evaluate((items) => {
      for (const { name, value } of items) window.localStorage.setItem(name, value);
    }, localStorage);
    await page.unroute(blank);
  }
}

/** Waits until React has hydrated the prerendered page, so clicks reach their handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Waits until the page has made no request for half a second, for 15 s at most: a page still busy then (its
 * captcha's workers on a machine short of CPU kept one from ever going quiet in a minute) is checked as it is.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

/** A phone's and a desktop's screen: specs that check both layouts run at each. */
export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** Opens `path` at the viewport's size and waits for hydration. */
export async function openAt(page: Page, viewport: { width: number; height: number }, path: string) {
  await page.setViewportSize(viewport);
  await page.goto(path);
  await waitForHydration(page);
}
