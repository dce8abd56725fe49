import { USER_TYPES } from '@smartmove/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import type { Env } from '../config/env.js';
import type { DatabaseEngine } from '../db/database.js';
import { bearer, ResponseRecorder } from './auth-support.js';
import { multipartBody, type MultipartFile } from './lead-fixtures.js';
import {
  authFor,
  DEMO_ADMIN_ID,
  DEMO_EMPLOYEE_ID,
  DEMO_MANAGER_ID,
  DEMO_PARTNER_ID,
  DEMO_RECRUITER_ID,
  type TestUser,
} from './portal-users.js';
import { createTestApp, TEST_ENGINES, type TestApp, type TestAppOptions } from './test-app.js';
import type { TestAppInstance } from './test-repositories.js';

/** One API test harness: a suite on each test engine, its app, its users and their requests. */

/** Runs a suite once per test engine; a name without `%s` gets " on <engine>". */
export function describeOnEngines(name: string, suite: (engine: DatabaseEngine) => void): void {
  describe.each(TEST_ENGINES)(name.includes('%s') ? name : `${name} on %s`, suite);
}

/** What a request may carry beyond its user: a captcha header, a client address, cookies. */
export type RequestExtras = Pick<InjectOptions, 'headers' | 'remoteAddress' | 'cookies'>;

/** A query string's parameters; undefined ones are left out. */
export type Query = Record<string, unknown>;

/** Requests as one user (or nobody), answered by the app's inject. */
export interface Requests {
  get(url: string, query?: Query, extras?: RequestExtras): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, extras?: RequestExtras): Promise<LightMyRequestResponse>;
  /** A multipart/form-data POST: the fields, then the files. */
  upload(
    url: string,
    fields: Record<string, string>,
    files?: MultipartFile[],
    extras?: RequestExtras,
  ): Promise<LightMyRequestResponse>;
  /** Any other request, with the user's authorization added. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The seeded demo users and staff, signed in afresh with each app. */
export interface DemoUsers {
  employee: TestUser;
  partner: TestUser;
  admin: TestUser;
  recruiter: TestUser;
  /** Manny Manager: an approver, Dana Employee's manager. */
  manager: TestUser;
}

export interface TestApi {
  readonly engine: DatabaseEngine;
  readonly app: TestAppInstance;
  readonly env: Env;
  readonly testApp: TestApp;
  /** A second app on the same database and data folder. */
  restart(): Promise<TestAppInstance>;
  /** Stable objects: safe to destructure when the suite is declared; their tokens are minted per app. */
  readonly users: DemoUsers;
  as(user: TestUser | undefined): Requests;
  /** Requests with an access token a test signed in for (a phone login, a registration). */
  withToken(token: string): Requests;
  readonly anonymous: Requests;
  /** Every answer the suite's requests got, to prove that none carries a code. */
  readonly recorder: ResponseRecorder;
}

export interface UseTestAppOptions extends TestAppOptions {
  /** A fresh app (and database) per test instead of one per suite. */
  perTest?: boolean;
}

const queryOf = (query: Query): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );

/** What answers requests: an app, or a recorder of its answers. */
export interface Injector {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** Requests through an injector as a user, or nobody. */
export function requestsTo(target: Injector, user?: Pick<TestUser, 'headers'>): Requests {
  const inject = (options: InjectOptions) =>
    target.inject({ ...options, headers: { ...options.headers, ...user?.headers } });
  return {
    inject,
    get: (url, query, extras) =>
      inject({ method: 'GET', url, ...(query ? { query: queryOf(query) } : {}), ...extras }),
    post: (url, body, extras) =>
      inject({
        method: 'POST',
        url,
        ...(body === undefined ? {} : { payload: body as NonNullable<InjectOptions['payload']> }),
        ...extras,
      }),
    upload: (url, fields, files = [], extras = {}) => {
      const body = multipartBody(fields, files);
      return inject({
        method: 'POST',
        url,
        payload: body.payload,
        ...extras,
        headers: { ...body.headers, ...extras.headers },
      });
    },
  };
}

const placeholder = (id: string, userType: TestUser['userType']): TestUser => ({
  id,
  userType,
  headers: { authorization: '' },
});

function demoUsers(): DemoUsers {
  return {
    employee: placeholder(DEMO_EMPLOYEE_ID, USER_TYPES.employee),
    partner: placeholder(DEMO_PARTNER_ID, USER_TYPES.partner),
    admin: placeholder(DEMO_ADMIN_ID, USER_TYPES.employee),
    recruiter: placeholder(DEMO_RECRUITER_ID, USER_TYPES.employee),
    manager: placeholder(DEMO_MANAGER_ID, USER_TYPES.employee),
  };
}

/** Builds an app and mints the demo users' tokens for it. */
async function start(engine: DatabaseEngine, options: TestAppOptions, users: DemoUsers): Promise<TestApp> {
  const testApp = await createTestApp(engine, options);
  for (const user of Object.values(users)) {
    user.headers = (await authFor(testApp.app, user.id, user.userType)).headers;
  }
  return testApp;
}

/** The harness around an app that `current` answers (once it is built). */
function apiFor(engine: DatabaseEngine, current: () => TestApp, users: DemoUsers): TestApi {
  const app = () => current().app;
  const recorder = new ResponseRecorder(app);
  return {
    engine,
    users,
    get app() {
      return app();
    },
    get env() {
      return current().env;
    },
    get testApp() {
      return current();
    },
    restart: () => current().restart(),
    recorder,
    as: (user) => requestsTo(recorder, user),
    withToken: (token) => requestsTo(recorder, { headers: bearer(token) }),
    anonymous: requestsTo(recorder),
  };
}

/**
 * A real app for the suite (or per test), built in a before hook and closed after. The options may be a function
 * when they name a server the suite starts in a before hook of its own, declared first.
 */
export function useTestApp(
  engine: DatabaseEngine,
  options: UseTestAppOptions | (() => TestAppOptions) = {},
): TestApi {
  const perTest = typeof options === 'object' && options.perTest === true;
  const users = demoUsers();
  let current: TestApp | undefined;
  const setUp = async () => {
    const { perTest: _perTest, ...appOptions }: UseTestAppOptions =
      typeof options === 'function' ? options() : options;
    current = await start(engine, appOptions, users);
  };
  const tearDown = async () => {
    await current?.close();
    current = undefined;
  };
  if (perTest) {
    beforeEach(setUp);
    afterEach(tearDown);
  } else {
    beforeAll(setUp);
    afterAll(tearDown);
  }
  return apiFor(
    engine,
    () => {
      if (!current) throw new Error('the test app is built in a before hook: use it inside hooks and tests');
      return current;
    },
    users,
  );
}

/** For tests that each need an app of their own options: builds them on demand, closes them after the suite. */
export function useTestApps(engine: DatabaseEngine): (options?: TestAppOptions) => Promise<TestApi> {
  const built: TestApp[] = [];
  afterAll(async () => {
    for (const testApp of built.splice(0)) await testApp.close();
  });
  return async (options = {}) => {
    const users = demoUsers();
    const testApp = await start(engine, options, users);
    built.push(testApp);
    return apiFor(engine, () => testApp, users);
  };
}
