import {
  API_PATHS,
  AUTH_MESSAGES,
  LoginSessionSchema,
  OTP,
  ProfileSchema,
  USER_TYPES,
} from '@smartmove/contract';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed-data.js';
import {
  errorOf,
  latestCode,
  newPhone,
  otherCode,
  readOutbox,
  refreshCookieOf,
  RELAXED_CODE_LIMITS,
  registerNewPhone,
  sendCode,
  signInByPhone,
  verifyCode,
} from '../../test/auth-support.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { REFRESH_COOKIE } from './session-cookie.js';

const EMPLOYEE = DEMO_USERS[0]!;
const PARTNER = DEMO_USERS[1]!;
/** The main test app signs the demo users in many times: no resend cooldown there (tested on its own). */
const RELAXED = RELAXED_CODE_LIMITS;

describeOnEngines('phone login', (engine) => {
  const api = useTestApp(engine, { env: { ...RELAXED, OTP_RESEND_COOLDOWN_SECONDS: '0' } });
  const { recorder } = api;
  const dataDir = () => api.env.DATA_DIR;
  const login = (phone: string) => signInByPhone(recorder, dataDir(), phone);
  const register = (details: Record<string, unknown>) => registerNewPhone(recorder, dataDir(), details);

  describe('POST /CRM/SendVerification', () => {
    it('sends a 6-digit code by SMS and answers without it', async () => {
      const phone = newPhone();
      const response = await sendCode(recorder, phone);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        sent: true,
        resendAfterSeconds: 0,
        expiresInSeconds: OTP.ttlSeconds,
      });
      const [entry] = readOutbox(dataDir()).filter((item) => item.to === phone);
      expect(entry).toMatchObject({ to: phone, code: expect.stringMatching(/^\d{6}$/) });
      expect(entry!.body).toContain(entry!.code);
      expect(Date.parse(entry!.at)).not.toBeNaN();
    });

    it('answers alike whether or not the phone has an account', async () => {
      const existing = await sendCode(recorder, EMPLOYEE.phone, '10.9.0.1');
      const unknown = await sendCode(recorder, newPhone(), '10.9.0.1');
      expect(existing.statusCode).toBe(unknown.statusCode);
      expect(existing.json()).toEqual(unknown.json());
      const bodies = readOutbox(dataDir())
        .slice(-2)
        .map((entry) => entry.body.replace(entry.code, '<code>'));
      expect(bodies[0]).toBe(bodies[1]);
    });

    it('refuses a phone number that is not E.164 or not from the US, India or Canada', async () => {
      for (const phoneNo of ['2015550123', '+44 20 7946 0958', '+442079460958', '']) {
        const response = await sendCode(recorder, phoneNo);
        expect(response.statusCode, phoneNo).toBe(400);
        expect(errorOf(response.body).errors).toHaveProperty('phoneNo');
      }
      expect((await sendCode(recorder, '+919876543210')).statusCode).toBe(200);
      expect((await sendCode(recorder, '+14165550123')).statusCode).toBe(200);
    });
  });

  describe('POST /CRM/CheckUser', () => {
    it('tells whether an account exists, from the query or the body', async () => {
      const viaQuery = await api.anonymous.inject({
        method: 'POST',
        url: API_PATHS.checkUser,
        query: { phoneNo: EMPLOYEE.phone },
        payload: { phoneNo: EMPLOYEE.phone },
      });
      expect(viaQuery.json()).toEqual({ userExists: true });
      const viaBody = await api.anonymous.post(API_PATHS.checkUser, { phoneNo: PARTNER.phone });
      expect(viaBody.json()).toEqual({ userExists: true });
      const unknown = await api.anonymous.inject({
        method: 'POST',
        url: API_PATHS.checkUser,
        query: { phoneNo: newPhone() },
      });
      expect(unknown.json()).toEqual({ userExists: false });
    });

    it('refuses a missing, invalid or contradictory phone number', async () => {
      const missing = await api.anonymous.post(API_PATHS.checkUser, {});
      expect(missing.statusCode).toBe(400);
      const invalid = await api.anonymous.inject({
        method: 'POST',
        url: API_PATHS.checkUser,
        query: { phoneNo: '12345' },
      });
      expect(invalid.statusCode).toBe(400);
      const contradictory = await api.anonymous.inject({
        method: 'POST',
        url: API_PATHS.checkUser,
        query: { phoneNo: EMPLOYEE.phone },
        payload: { phoneNo: PARTNER.phone },
      });
      expect(contradictory.statusCode).toBe(400);
    });
  });

  describe('POST /CRM/CheckVerification', () => {
    it('signs an existing account in with the session and a locked-down refresh cookie', async () => {
      await sendCode(recorder, EMPLOYEE.phone, '10.9.0.2');
      const response = await verifyCode(recorder, EMPLOYEE.phone, latestCode(dataDir(), EMPLOYEE.phone));
      expect(response.statusCode).toBe(200);
      const session = LoginSessionSchema.parse(response.json());
      // The spec's fields, and the staff roles beside them (none for a plain employee).
      expect(Object.keys(response.json()).sort()).toEqual(['email', 'name', 'roles', 'token', 'userType']);
      expect(session).toMatchObject({
        name: EMPLOYEE.name,
        email: EMPLOYEE.email,
        userType: USER_TYPES.employee,
        roles: [],
      });
      expect(await api.app.tokens.verifyAccessToken(session.token)).toEqual({
        id: EMPLOYEE.id,
        userType: USER_TYPES.employee,
      });
      const { exp, iat } = decodeJwt(session.token);
      expect(exp! - iat!).toBe(15 * 60);

      const cookies = response.cookies.filter((cookie) => cookie.name === REFRESH_COOKIE);
      expect(cookies.map((cookie) => cookie.path).sort()).toEqual(
        [API_PATHS.logout, API_PATHS.refreshToken].sort(),
      );
      for (const cookie of cookies) {
        expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
        expect(cookie.value).toMatch(/^[\w-]{40,}$/);
      }
    });

    it('accepts phoneNo as well as phoneNumber, and carries the role of the account', async () => {
      await sendCode(recorder, PARTNER.phone, '10.9.0.3');
      const response = await verifyCode(
        recorder,
        PARTNER.phone,
        latestCode(dataDir(), PARTNER.phone),
        'phoneNo',
      );
      const session = LoginSessionSchema.parse(response.json());
      expect(session.userType).toBe(USER_TYPES.partner);
      expect(decodeJwt(session.token)).toMatchObject({ sub: PARTNER.id, userType: USER_TYPES.partner });
    });

    it('refuses a wrong code, counting the tries left', async () => {
      const phone = newPhone();
      await sendCode(recorder, phone);
      const code = latestCode(dataDir(), phone);
      const wrong = await verifyCode(recorder, phone, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong.body)).toEqual({
        message: AUTH_MESSAGES.wrongCode(4),
        errors: { code: AUTH_MESSAGES.wrongCode(4) },
      });
      expect((await verifyCode(recorder, phone, code)).statusCode).toBe(200);
    });

    it('voids the code after 5 wrong tries, even for the right code', async () => {
      const phone = newPhone();
      await sendCode(recorder, phone);
      const code = latestCode(dataDir(), phone);
      const messages: string[] = [];
      for (let attempt = 0; attempt < OTP.maxWrongTries; attempt += 1) {
        messages.push(errorOf((await verifyCode(recorder, phone, otherCode(code))).body).message);
      }
      expect(messages).toEqual([4, 3, 2, 1, 0].map((left) => AUTH_MESSAGES.wrongCode(left)));
      const right = await verifyCode(recorder, phone, code);
      expect(right.statusCode).toBe(400);
      expect(errorOf(right.body).message).toBe(AUTH_MESSAGES.codeLocked);
    });

    it('keeps parallel guesses within the 5 tries', async () => {
      const phone = newPhone();
      await sendCode(recorder, phone);
      const code = latestCode(dataDir(), phone);
      const guesses = Array.from({ length: 12 }, (_, index) =>
        String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
      );
      const answers = await Promise.all(guesses.map((guess) => verifyCode(recorder, phone, guess)));
      const messages = answers.map((answer) => errorOf(answer.body).message);
      expect(
        messages.filter((message) => message.startsWith('The verification code is not correct')),
      ).toHaveLength(OTP.maxWrongTries);
      expect(errorOf((await verifyCode(recorder, phone, code)).body).message).toBe(AUTH_MESSAGES.codeLocked);
    });

    it('accepts a code once only', async () => {
      const phone = newPhone();
      await sendCode(recorder, phone);
      const code = latestCode(dataDir(), phone);
      const first = await verifyCode(recorder, phone, code);
      const second = await verifyCode(recorder, phone, code);
      expect([first.statusCode, second.statusCode]).toEqual([200, 400]);
      expect(errorOf(second.body).message).toBe(AUTH_MESSAGES.noActiveCode);
    });

    it('asks for a code first when none was sent, and validates the code format', async () => {
      const none = await verifyCode(recorder, newPhone(), '123456');
      expect(errorOf(none.body).message).toBe(AUTH_MESSAGES.noActiveCode);
      for (const code of ['12345', '1234567', 'abcdef', '']) {
        const response = await verifyCode(recorder, EMPLOYEE.phone, code);
        expect(response.statusCode, code).toBe(400);
        expect(errorOf(response.body).errors).toHaveProperty('code');
      }
      const noPhone = await api.anonymous.post(API_PATHS.checkVerification, {
        code: '123456',
        userType: USER_TYPES.employee,
      });
      expect(errorOf(noPhone.body).errors).toHaveProperty('phoneNo');
    });
  });

  describe('POST register-request-token', () => {
    it('creates an employee account for a phone verified moments ago and signs it in', async () => {
      const { phone, response } = await register({
        name: 'Riya Sharma',
        email: 'riya@example.com',
        userType: USER_TYPES.employee,
      });
      expect(response.statusCode).toBe(200);
      const session = LoginSessionSchema.parse(response.json());
      expect(session).toMatchObject({
        name: 'Riya Sharma',
        email: 'riya@example.com',
        userType: USER_TYPES.employee,
      });
      expect(refreshCookieOf(response)).toBeTruthy();
      const profile = await api.withToken(session.token).get(API_PATHS.getProfile);
      expect(ProfileSchema.parse(profile.json())).toMatchObject({
        phoneNo: phone,
        userType: USER_TYPES.employee,
        companyName: null,
        hasFakeEmail: false,
        hasProfileImage: false,
      });

      const again = await api.anonymous.post(API_PATHS.registerRequestToken, {
        phoneNo: phone,
        name: 'Riya Sharma',
        email: 'riya@example.com',
        userType: USER_TYPES.employee,
      });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again.body).message).toBe(AUTH_MESSAGES.accountExists);

      // The new account now signs in like any other.
      const { session: next } = await login(phone);
      expect(next.name).toBe('Riya Sharma');
    });

    it('creates a partner account with its company', async () => {
      const { response } = await register({
        name: 'Omar Haddad',
        email: 'omar@example.com',
        userType: USER_TYPES.partner,
        companyName: 'Haddad Staffing',
      });
      const session = LoginSessionSchema.parse(response.json());
      expect(session.userType).toBe(USER_TYPES.partner);
      expect(decodeJwt(session.token).userType).toBe(USER_TYPES.partner);
      const profile = await api.withToken(session.token).get(API_PATHS.getAccountProfile);
      expect(profile.json()).toMatchObject({ companyName: 'Haddad Staffing' });
    });

    it('needs a company name from a partner and valid details from everyone', async () => {
      const { response } = await register({
        name: 'Omar Haddad',
        email: 'omar@example.com',
        userType: USER_TYPES.partner,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body).errors).toEqual({ companyName: AUTH_MESSAGES.companyNameRequired });

      const invalid = await api.anonymous.post(API_PATHS.registerRequestToken, {
        phoneNo: newPhone(),
        name: 'R2-D2',
        email: 'not-an-email',
        userType: 1,
      });
      expect(invalid.statusCode).toBe(400);
      expect(Object.keys(errorOf(invalid.body).errors ?? {}).sort()).toEqual(['email', 'name', 'userType']);
    });

    it('refuses a phone that was not verified, and uses a verification once', async () => {
      const unverified = await api.anonymous.post(API_PATHS.registerRequestToken, {
        phoneNumber: newPhone(),
        name: 'Ann Lee',
        email: 'ann@example.com',
        userType: USER_TYPES.employee,
      });
      expect(unverified.statusCode).toBe(400);
      expect(errorOf(unverified.body).message).toBe(AUTH_MESSAGES.phoneNotVerified);

      // A code sent but never verified does not count either.
      const phone = newPhone();
      await sendCode(recorder, phone);
      const sentOnly = await api.anonymous.post(API_PATHS.registerRequestToken, {
        phoneNo: phone,
        name: 'Ann Lee',
        email: 'ann@example.com',
        userType: USER_TYPES.employee,
      });
      expect(sentOnly.statusCode).toBe(400);
    });
  });

  it('no response ever contained a code', () => {
    const codes = readOutbox(dataDir()).map((entry) => entry.code);
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect(recorder.containing(code), code).toEqual([]);
  });
});
