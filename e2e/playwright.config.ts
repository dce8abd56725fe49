import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210);
// Shared with the test workers, which read the SMS outbox and uploads from it.
process.env.E2E_DATA_DIR ??= path.join(here, `.data-${port}`);
const dataDir = process.env.E2E_DATA_DIR;

/**
 * With a PostgreSQL server at hand (DATABASE_URL, as CI sets it), a few flows run a second time against a
 * product on PostgreSQL, in a schema of their own that each run starts afresh: a job posted, applied to with a
 * resume and closed; the inbox's searches; a decision from an e-mail link. The API tests run every route on
 * both engines, through the same built server; the browser adds nothing engine-specific to the rest.
 */
const postgresUrl = process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL;
const postgresPort = port + 1;
const postgresDataDir = `${dataDir}-postgres`;
const BOTH_ENGINES_SPECS =
  /(back-office-jobs|back-office-inbox|back-office-audit|decide-from-email)\.spec\.ts$/;
/**
 * A flow that runs at both widths reaches the database alike at each: PostgreSQL runs it at 1280 px only, and
 * the phone's layout (a check of the page, not of the engine) is checked on SQLite.
 */
const PHONE_WIDTH = /\b390 px\b/;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  // On CI a failed test runs once more, to tell a flaky test from a broken one in the report; either way the
  // run fails, so a retry never hides a test that depends on a quiet machine.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  // Every test opens one screen (or one short flow): on the 2-core CI machine, with another build running,
  // the longest take about 35 s and a cold page of the signed-in area needs about 10 s to render.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    // A worker keeps one browser context and one page, and Playwright resets them between tests (cookies,
    // storage, cache, service workers, routes, init scripts, viewport). support/fixtures.ts handles the rest:
    // it clears permissions, signs a test in on the reused context, and gives a test that sets the clock a
    // context of its own. Chromium takes 85 % of the browser phase's CPU on the 2-core CI machine: loading `/`
    // in a new context cost it 2.2-2.6 s of CPU, in a reset page 0.4-0.65 s (the whole phase: 1,060-1,130 s ->
    // about 700 s). A test with other context options (another base URL) gets a fresh context, which the next
    // tests with the same options then reuse. The reset still costs a test about 0.45 s, and it empties the HTTP
    // cache: a test's first page load takes Chromium about twice the CPU of a warm one (0.9 s against 0.45 s).
    reuseContext: true,
    // Recording a trace costs a third of a test's time: only the retry of a failed test records one (on CI;
    // locally, `--trace on`).
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium (docs/product.md#commands), not its `chromium-headless-shell` package, which ran this
      // suite in a quarter less time (856 s against 1,118 s, 2026-12-02) but is not the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'sqlite', use: { baseURL: `http://127.0.0.1:${port}` }, metadata: { dataDir } },
    ...(postgresUrl
      ? [
          {
            name: 'postgres',
            testMatch: BOTH_ENGINES_SPECS,
            grepInvert: PHONE_WIDTH,
            use: { baseURL: `http://127.0.0.1:${postgresPort}` },
            metadata: { dataDir: postgresDataDir },
          },
        ]
      : []),
  ],
  webServer: [
    productServer({ port, dataDir }),
    ...(postgresUrl
      ? [productServer({ port: postgresPort, dataDir: postgresDataDir, databaseUrl: postgresUrl })]
      : []),
  ],
});

/** The built product on a fresh data folder, on SQLite or (with databaseUrl) on a fresh PostgreSQL schema. */
function productServer(server: { port: number; dataDir: string; databaseUrl?: string }) {
  return {
    command: 'node start-server.mjs',
    cwd: here,
    url: `http://127.0.0.1:${server.port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      // Set for both servers, so that neither takes a value from the environment by mistake.
      E2E_DATABASE_URL: server.databaseUrl ?? '',
      E2E_PG_SCHEMA: server.databaseUrl ? `e2e_${server.port}` : '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
      // The demo users make every write of the suite: neither their per-person limit nor their upload quota
      // may trip here (the API tests check both with low values).
      PERSON_RATE_LIMIT_PER_MINUTE: '100000',
      PERSON_TOTAL_RATE_LIMIT_PER_MINUTE: '100000',
      UPLOAD_PERSON_DAILY_BYTES: String(10 * 1024 ** 3),
      // Many tests sign the same demo users in: no resend cooldown or hourly caps here (the API tests and
      // tests/auth.spec.ts's own server check them with the production defaults).
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      OTP_PHONE_HOURLY_LIMIT: '10000',
      OTP_PHONE_HOURLY_CEILING: '10000',
      OTP_IP_HOURLY_LIMIT: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // The captcha's proof of work at its smallest, as in the API tests: the browser tests follow the widget's
      // flow, not its cost, which every sign-in pays again (in the browser or in Node) on a machine short of CPU.
      ALTCHA_COST: '1',
      ALTCHA_MAX_COUNTER: '40',
      // No reminder e-mail on the wall clock to the demo people whose mail the tests read.
      REMINDERS_ENABLED: 'false',
      ...(process.env.E2E_WEB_BUILD_DIR ? { WEB_BUILD_DIR: process.env.E2E_WEB_BUILD_DIR } : {}),
    },
  };
}
