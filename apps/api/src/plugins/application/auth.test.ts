import { API_PATHS, ApiErrorSchema, USER_TYPES } from '@smartmove/contract';
import type { InjectOptions } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed-data.js';
import {
  latestCode,
  newPhone,
  refreshCookieOf,
  ResponseRecorder,
  sendCode,
  verifyCode,
} from '../../test/auth-support.js';
import { REFRESH_COOKIE } from '../../routes/public/session-cookie.js';
import { demoUsers, type TestUser } from '../../test/portal-users.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';

const JWT_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const EMPLOYEE_PHONE = DEMO_USERS[0]!.phone!;

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

/** Bodies and queries no route accepts: a request carrying them is refused, by validation or earlier. */
function invalidRequest(method: string, url: string): InjectOptions {
  const query = '?page=-1&pageSize=nope&id=%00&jobname=';
  if (method === 'get') return { method: 'GET', url: `${url}${query}` };
  return {
    method: method.toUpperCase() as NonNullable<InjectOptions['method']>,
    url: `${url}${query}`,
    headers: { 'content-type': 'application/json' },
    payload: '{"broken": ',
  };
}

describe.each(TEST_ENGINES)('authentication on %s', (engine) => {
  let testApp: TestApp;
  let employee: TestUser;
  let partner: TestUser;
  let authenticated: Array<{ method: string; url: string }>;

  beforeAll(async () => {
    testApp = await createTestApp(engine, {
      env: { JWT_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: '1000', OTP_RESEND_COOLDOWN_SECONDS: '0' },
    });
    [employee, partner] = await demoUsers(testApp.app);
    const docs = (await testApp.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
    authenticated = Object.entries(docs.paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.length)
        .map(([method]) => ({ method, url })),
    );
  });
  afterAll(() => testApp.close());

  it('answers 401 before reading or validating anything, on every authenticated route', async () => {
    expect(authenticated.length).toBeGreaterThan(20);
    for (const { method, url } of authenticated) {
      const response = await testApp.app.inject(invalidRequest(method, url));
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(ApiErrorSchema.parse(response.json()), `${method} ${url}`).toEqual({
        message: 'Please sign in',
      });
      expect(response.headers['cache-control'], `${method} ${url}`).toBe('no-store');
      expect(response.headers['www-authenticate'], `${method} ${url}`).toBe('Bearer');
    }
  });

  it('answers 401 to a forged or foreign token before validation', async () => {
    for (const token of ['not-a-jwt', `${employee.headers.authorization.slice(7)}x`]) {
      const response = await testApp.app.inject({
        ...invalidRequest('post', API_PATHS.addTimeSheet),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 403 for the wrong role before validating the body', async () => {
    const cases: Array<[TestUser, string]> = [
      [employee, API_PATHS.partnerSignUp],
      [partner, API_PATHS.addTimeSheet],
      [partner, API_PATHS.applyLeave],
    ];
    for (const [user, url] of cases) {
      const response = await testApp.app.inject({
        ...invalidRequest('post', url),
        headers: { ...user.headers, 'content-type': 'application/json' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(ApiErrorSchema.parse(response.json()).message).toBe('You are not allowed to do this');
    }
    // A multipart route refuses the role before it looks at the body (which is not even multipart).
    const claim = await testApp.app.inject({
      method: 'POST',
      url: API_PATHS.addExpense,
      headers: { ...partner.headers, 'content-type': 'text/plain' },
      payload: 'not a form',
    });
    expect(claim.statusCode).toBe(403);
  });

  it('validates once the caller may use the route', async () => {
    const response = await testApp.app.inject({
      ...invalidRequest('post', API_PATHS.addTimeSheet),
      headers: { ...employee.headers, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a token without an expiry, signed with the real secret', async () => {
    const claims = decodeJwt(employee.headers.authorization.slice('Bearer '.length));
    const secret = new TextEncoder().encode(JWT_SECRET);
    const sign = (withExpiry: boolean) => {
      const jwt = new SignJWT({ userType: claims.userType })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub!)
        .setIssuer(claims.iss!)
        .setAudience(claims.aud!)
        .setIssuedAt();
      return (withExpiry ? jwt.setExpirationTime('5m') : jwt).sign(secret);
    };
    const profile = async (token: string) =>
      testApp.app.inject({
        method: 'GET',
        url: API_PATHS.getProfile,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await profile(await sign(true))).statusCode).toBe(200);
    const forever = await profile(await sign(false));
    expect(forever.statusCode).toBe(401);
    expect(forever.json()).toEqual({ message: 'Please sign in' });
  });

  it('marks authenticated answers no-store, and leaves public ones alone', async () => {
    for (const url of [API_PATHS.getProfile, API_PATHS.getTimeSheets, API_PATHS.getPersonalInformation]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: employee.headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const forbidden = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getTimeSheets,
      headers: partner.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['cache-control']).toBe('no-store');
    const anchors = await testApp.app.inject({ method: 'GET', url: API_PATHS.getAnchors });
    expect(anchors.statusCode).toBe(200);
    expect(anchors.headers['cache-control']).not.toBe('no-store');
  });

  it('marks every answer that carries a token or a session no-store', async () => {
    const recorder = new ResponseRecorder(() => testApp.app);
    const dataDir = testApp.env.DATA_DIR;

    await sendCode(recorder, EMPLOYEE_PHONE);
    const signIn = await verifyCode(recorder, EMPLOYEE_PHONE, latestCode(dataDir, EMPLOYEE_PHONE));
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toHaveProperty('token');
    expect(signIn.headers['cache-control']).toBe('no-store');

    const cookie = refreshCookieOf(signIn)!;
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: API_PATHS.refreshToken,
      cookies: { [REFRESH_COOKIE]: cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');

    const loggedOut = await testApp.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      cookies: { [REFRESH_COOKIE]: refreshCookieOf(refreshed)! },
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.headers['cache-control']).toBe('no-store');

    const phone = newPhone();
    await sendCode(recorder, phone);
    await verifyCode(recorder, phone, latestCode(dataDir, phone));
    const registered = await recorder.inject({
      method: 'POST',
      url: API_PATHS.registerRequestToken,
      payload: {
        phoneNo: phone,
        name: 'Nora Newcomer',
        email: 'nora@example.com',
        userType: USER_TYPES.employee,
      },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toHaveProperty('token');
    expect(registered.headers['cache-control']).toBe('no-store');

    const social = await testApp.app.inject({
      method: 'POST',
      url: API_PATHS.verifySocialUser,
      payload: { idToken: 'x' },
    });
    expect(social.headers['cache-control']).toBe('no-store');
  });
});

describe('authentication hooks', () => {
  it('refuse to run later than onRequest: registering such a route fails', async () => {
    const testApp = await createTestApp('sqlite');
    try {
      const { app } = testApp;
      const late = app.register(async (scope) => {
        scope.post('/late-check', { preHandler: scope.requireRole(USER_TYPES.employee) }, () => 'ok');
      });
      await expect(late).rejects.toThrow('POST /late-check: authenticate and requireRole run as onRequest');
    } finally {
      await testApp.close();
    }
  });
});
