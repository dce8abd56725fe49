import { API_PATHS, AUTH_MESSAGES, LoginSessionSchema, USER_TYPES } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed-data.js';
import { createUsersRepository } from '../../test/test-repositories.js';
import { loadSecret } from '../../services/operations/secrets.js';
import { createSessionService, ROTATION_GRACE_SECONDS } from '../../services/sign-in/session-service.js';
import { createTokenService } from '../../services/sign-in/token-service.js';
import {
  errorOf,
  readOutbox,
  refreshCookieOf,
  RELAXED_CODE_LIMITS,
  signInByPhone,
} from '../../test/auth-support.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { REFRESH_COOKIE } from './session-cookie.js';

const EMPLOYEE = DEMO_USERS[0]!;
const PARTNER = DEMO_USERS[1]!;
/** The main test app signs the demo users in many times: no resend cooldown there (tested on its own). */
const RELAXED = RELAXED_CODE_LIMITS;

describeOnEngines('sessions', (engine) => {
  const api = useTestApp(engine, { env: { ...RELAXED, OTP_RESEND_COOLDOWN_SECONDS: '0' } });
  const { recorder } = api;
  const dataDir = () => api.env.DATA_DIR;
  const login = (phone: string) => signInByPhone(recorder, dataDir(), phone);

  describe('sessions', () => {
    it('an expired access token gets 401; the refresh cookie renews it and rotates', async () => {
      const { cookie } = await login(EMPLOYEE.phone);
      const secret = await loadSecret(api.app.db, 'jwt-secret', api.env.JWT_SECRET, dataDir());
      const expired = await createTokenService(new TextEncoder().encode(secret), -60).signAccessToken({
        id: EMPLOYEE.id,
        userType: USER_TYPES.employee,
      });
      const refused = await api.withToken(expired).get(API_PATHS.getProfile);
      expect(refused.statusCode).toBe(401);

      const renewed = await api.anonymous.post(API_PATHS.refreshToken, undefined, {
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      expect(renewed.statusCode).toBe(200);
      const session = LoginSessionSchema.parse(renewed.json());
      expect(session).toMatchObject({ name: EMPLOYEE.name, userType: USER_TYPES.employee });
      const rotated = refreshCookieOf(renewed);
      expect(rotated).toBeTruthy();
      expect(rotated).not.toBe(cookie);
      const profile = await api.withToken(session.token).get(API_PATHS.getProfile);
      expect(profile.statusCode).toBe(200);

      // The rotated-away token, presented again at once (two tabs racing): a token, but no new cookie.
      const racing = await api.anonymous.post(API_PATHS.refreshToken, undefined, {
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      expect(racing.statusCode).toBe(200);
      expect(refreshCookieOf(racing)).toBeUndefined();
    });

    it('refuses a missing or unknown refresh cookie with 401 and clears it', async () => {
      const missing = await api.anonymous.post(API_PATHS.refreshToken);
      expect(missing.statusCode).toBe(401);
      expect(errorOf(missing.body).message).toBe(AUTH_MESSAGES.sessionExpired);
      const unknown = await api.anonymous.post(API_PATHS.refreshToken, undefined, {
        cookies: { [REFRESH_COOKIE]: 'x'.repeat(43) },
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value).toBe('');
    });

    it('reuse of a rotated refresh token after the grace period revokes the whole login', async () => {
      let clock = new Date('2030-01-01T00:00:00.000Z');
      const service = createSessionService({
        db: api.app.db,
        tokens: api.app.tokens,
        refreshTokenTtlSeconds: 3600,
        now: () => clock,
      });
      const user = (await createUsersRepository(api.app.db).findById(EMPLOYEE.id))!;
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
      const response = await api.anonymous.post(API_PATHS.logout, undefined, {
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(true);
      const cleared = response.cookies.filter((item) => item.name === REFRESH_COOKIE);
      expect(cleared).toHaveLength(2);
      for (const item of cleared) expect(item.value).toBe('');

      const refresh = await api.anonymous.post(API_PATHS.refreshToken, undefined, {
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      expect(refresh.statusCode).toBe(401);

      // Without a cookie (an old tab) logout still succeeds.
      const again = await api.anonymous.post(API_PATHS.logout);
      expect(again.json()).toBe(true);
    });
  });

  it('no response ever contained a code', () => {
    const codes = readOutbox(dataDir()).map((entry) => entry.code);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(recorder.containing(code), code).toEqual([]);
  });
});
