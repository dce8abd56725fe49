import { API_PATHS, ApiErrorSchema, USER_TYPES } from '@smartmove/contract';
import type { InjectOptions } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed-data.js';
import {
  latestCode,
  newPhone,
  refreshCookieOf,
  registrationCookieOf,
  sendCode,
  verifyCode,
} from '../../test/auth-support.js';
import { REFRESH_COOKIE } from '../../routes/public/session-cookie.js';
import { type TestUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { createTestApp } from '../../test/test-app.js';

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

describeOnEngines('authentication', (engine) => {
  const api = useTestApp(engine, {
    env: { JWT_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: '1000', OTP_RESEND_COOLDOWN_SECONDS: '0' },
  });
  const { employee, partner } = api.users;
  let authenticated: Array<{ method: string; url: string }>;

  beforeAll(async () => {
    const docs = (await api.anonymous.get('/docs/json')).json<OpenApiDocument>();
    authenticated = Object.entries(docs.paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.length)
        .map(([method]) => ({ method, url })),
    );
  });

  it('answers 401 before reading or validating anything, on every authenticated route', async () => {
    expect(authenticated.length).toBeGreaterThan(20);
    for (const { method, url } of authenticated) {
      const response = await api.anonymous.inject(invalidRequest(method, url));
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
      const response = await api.withToken(token).inject({
        ...invalidRequest('post', API_PATHS.addTimeSheet),
        headers: { 'content-type': 'application/json' },
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
      const response = await api.as(user).inject({
        ...invalidRequest('post', url),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(ApiErrorSchema.parse(response.json()).message).toBe('You are not allowed to do this');
    }
    // A multipart route refuses the role before it looks at the body (which is not even multipart).
    const claim = await api.as(partner).post(API_PATHS.addExpense, 'not a form', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(claim.statusCode).toBe(403);
  });

  it('validates once the caller may use the route', async () => {
    const response = await api.as(employee).inject({
      ...invalidRequest('post', API_PATHS.addTimeSheet),
      headers: { 'content-type': 'application/json' },
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
    const profile = async (token: string) => api.withToken(token).get(API_PATHS.getProfile);
    expect((await profile(await sign(true))).statusCode).toBe(200);
    const forever = await profile(await sign(false));
    expect(forever.statusCode).toBe(401);
    expect(forever.json()).toEqual({ message: 'Please sign in' });
  });

  it('marks authenticated answers no-store, and leaves public ones alone', async () => {
    for (const url of [API_PATHS.getProfile, API_PATHS.getTimeSheets, API_PATHS.getPersonalInformation]) {
      const response = await api.as(employee).get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const forbidden = await api.as(partner).get(API_PATHS.getTimeSheets);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['cache-control']).toBe('no-store');
    const anchors = await api.anonymous.get(API_PATHS.getAnchors);
    expect(anchors.statusCode).toBe(200);
    expect(anchors.headers['cache-control']).not.toBe('no-store');
  });

  it('marks every answer that carries a token or a session no-store', async () => {
    const { recorder } = api;
    const dataDir = api.env.DATA_DIR;

    await sendCode(recorder, EMPLOYEE_PHONE);
    const signIn = await verifyCode(recorder, EMPLOYEE_PHONE, latestCode(dataDir, EMPLOYEE_PHONE));
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toHaveProperty('token');
    expect(signIn.headers['cache-control']).toBe('no-store');

    const cookie = refreshCookieOf(signIn)!;
    const refreshed = await api.anonymous.post(API_PATHS.refreshToken, undefined, {
      cookies: { [REFRESH_COOKIE]: cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');

    const loggedOut = await api.anonymous.post(API_PATHS.logout, undefined, {
      cookies: { [REFRESH_COOKIE]: refreshCookieOf(refreshed)! },
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.headers['cache-control']).toBe('no-store');

    const phone = newPhone();
    await sendCode(recorder, phone);
    const verified = await verifyCode(recorder, phone, latestCode(dataDir, phone));
    const registered = await api.anonymous.post(
      API_PATHS.registerRequestToken,
      { phoneNo: phone, name: 'Nora Newcomer', email: 'nora@example.com', userType: USER_TYPES.employee },
      { cookies: registrationCookieOf(verified) },
    );
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toHaveProperty('token');
    expect(registered.headers['cache-control']).toBe('no-store');

    const social = await api.anonymous.post(API_PATHS.verifySocialUser, { idToken: 'x' });
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
