import { API_PATHS, AUTH_MESSAGES, LoginSessionSchema, USER_TYPES } from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed-data.js';
import { createUsersRepository } from '../../repositories/users-repository.js';
import { loadSecret } from '../../services/secrets.js';
import { createSessionService, ROTATION_GRACE_SECONDS } from '../../services/session-service.js';
import { createTokenService } from '../../services/token-service.js';
import {
  bearer,
  errorOf,
  readOutbox,
  refreshCookieOf,
  RELAXED_CODE_LIMITS,
  ResponseRecorder,
  signInByPhone,
} from '../../test/auth-support.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';
import { REFRESH_COOKIE } from './session-cookie.js';

const EMPLOYEE = DEMO_USERS[0]!;
const PARTNER = DEMO_USERS[1]!;
/** The main test app signs the demo users in many times: no resend cooldown there (tested on its own). */
const RELAXED = RELAXED_CODE_LIMITS;

describe.each(TEST_ENGINES)('sessions on %s', (engine) => {
  let testApp: TestApp;
  const recorder = new ResponseRecorder(() => testApp.app);
  const dataDir = () => testApp.env.DATA_DIR;
  const login = (phone: string) => signInByPhone(recorder, dataDir(), phone);

  beforeAll(async () => {
    testApp = await createTestApp(engine, { env: { ...RELAXED, OTP_RESEND_COOLDOWN_SECONDS: '0' } });
  });
  afterAll(() => testApp.close());

  describe('sessions', () => {
    it('an expired access token gets 401; the refresh cookie renews it and rotates', async () => {
      const { cookie } = await login(EMPLOYEE.phone);
      const secret = await loadSecret(testApp.app.db, 'jwt-secret', testApp.env.JWT_SECRET, dataDir());
      const expired = await createTokenService(new TextEncoder().encode(secret), -60).signAccessToken({
        id: EMPLOYEE.id,
        userType: USER_TYPES.employee,
      });
      const refused = await recorder.inject({
        method: 'GET',
        url: API_PATHS.getProfile,
        headers: bearer(expired),
      });
      expect(refused.statusCode).toBe(401);

      const renewed = await recorder.inject({
        method: 'POST',
        url: API_PATHS.refreshToken,
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      expect(renewed.statusCode).toBe(200);
      const session = LoginSessionSchema.parse(renewed.json());
      expect(session).toMatchObject({ name: EMPLOYEE.name, userType: USER_TYPES.employee });
      const rotated = refreshCookieOf(renewed);
      expect(rotated).toBeTruthy();
      expect(rotated).not.toBe(cookie);
      const profile = await recorder.inject({
        method: 'GET',
        url: API_PATHS.getProfile,
        headers: bearer(session.token),
      });
      expect(profile.statusCode).toBe(200);

      // The rotated-away token, presented again at once (two tabs racing): a token, but no new cookie.
      const racing = await recorder.inject({
        method: 'POST',
        url: API_PATHS.refreshToken,
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      expect(racing.statusCode).toBe(200);
      expect(refreshCookieOf(racing)).toBeUndefined();
    });

    it('refuses a missing or unknown refresh cookie with 401 and clears it', async () => {
      const missing = await recorder.inject({ method: 'POST', url: API_PATHS.refreshToken });
      expect(missing.statusCode).toBe(401);
      expect(errorOf(missing.body).message).toBe(AUTH_MESSAGES.sessionExpired);
      const unknown = await recorder.inject({
        method: 'POST',
        url: API_PATHS.refreshToken,
        cookies: { [REFRESH_COOKIE]: 'x'.repeat(43) },
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value).toBe('');
    });

    it('reuse of a rotated refresh token after the grace period revokes the whole login', async () => {
      let clock = new Date('2030-01-01T00:00:00.000Z');
      const service = createSessionService({
        db: testApp.app.db,
        tokens: testApp.app.tokens,
        refreshTokenTtlSeconds: 3600,
        now: () => clock,
      });
      const user = (await createUsersRepository(testApp.app.db).findById(EMPLOYEE.id))!;
      const first = await service.startSession(user);
      const second = await service.renewSession(first.refreshToken!);
      if (second === 'inactive') throw new Error('The active account was refused');
      expect(second?.refreshToken).toBeTruthy();
      clock = new Date(clock.getTime() + (ROTATION_GRACE_SECONDS + 1) * 1000);
      expect(await service.renewSession(first.refreshToken!)).toBeUndefined();
      // The thief's replay ended the login for the legitimate holder too.
      expect(await service.renewSession(second!.refreshToken!)).toBeUndefined();

      // And a refresh token past its lifetime is refused.
      const third = await service.startSession(user);
      clock = new Date(clock.getTime() + 3601 * 1000);
      expect(await service.renewSession(third.refreshToken!)).toBeUndefined();
    });

    it('logout revokes the refresh token, clears the cookie and answers true', async () => {
      const { cookie } = await login(PARTNER.phone);
      const response = await recorder.inject({
        method: 'POST',
        url: API_PATHS.logout,
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(true);
      const cleared = response.cookies.filter((item) => item.name === REFRESH_COOKIE);
      expect(cleared).toHaveLength(2);
      for (const item of cleared) expect(item.value).toBe('');

      const refresh = await recorder.inject({
        method: 'POST',
        url: API_PATHS.refreshToken,
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      expect(refresh.statusCode).toBe(401);

      // Without a cookie (an old tab) logout still succeeds.
      const again = await recorder.inject({ method: 'POST', url: API_PATHS.logout });
      expect(again.json()).toBe(true);
    });
  });

  it('no response ever contained a code', () => {
    const codes = readOutbox(dataDir()).map((entry) => entry.code);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(recorder.containing(code), code).toEqual([]);
  });
});
