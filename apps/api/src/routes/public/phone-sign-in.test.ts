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
  registrationCookieOf,
  sendCode,
  signInByPhone,
  verifyCode,
} from '../../test/auth-support.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { CODE_RECORD_SECONDS, KNOWN_DEVICE_TTL_SECONDS } from '../../services/sign-in/otp-service.js';
import { KNOWN_DEVICE_COOKIE_PREFIX, REFRESH_COOKIE, VERIFICATION_COOKIE } from './session-cookie.js';

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
      const { verificationId } = response.json() as { verificationId: string };
      expect(response.json()).toEqual({
        sent: true,
        resendAfterSeconds: 0,
        expiresInSeconds: OTP.ttlSeconds,
        verificationId: expect.stringMatching(/^[\w-]{43}$/),
      });
      // The same id in a cookie sent only to CheckVerification, kept past the code's expiry (to be told of it).
      expect(response.cookies).toEqual([
        expect.objectContaining({
          name: VERIFICATION_COOKIE,
          value: verificationId,
          path: API_PATHS.checkVerification,
          maxAge: CODE_RECORD_SECONDS,
          httpOnly: true,
          secure: true,
          sameSite: 'Strict',
        }),
      ]);
      const [entry] = readOutbox(dataDir()).filter((item) => item.to === phone);
      expect(entry).toMatchObject({ to: phone, code: expect.stringMatching(/^\d{6}$/) });
      expect(entry!.body).toContain(entry!.code);
      expect(Date.parse(entry!.at)).not.toBeNaN();
    });

    it('answers alike whether or not the phone has an account', async () => {
      const existing = await sendCode(recorder, EMPLOYEE.phone, '10.9.0.1');
      const unknown = await sendCode(recorder, newPhone(), '10.9.0.1');
      expect(existing.statusCode).toBe(unknown.statusCode);
      const withoutId = (body: Record<string, unknown>) => ({ ...body, verificationId: undefined });
      expect(withoutId(existing.json())).toEqual(withoutId(unknown.json()));
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
    it('answers alike whether or not the phone has an account, from the query or the body', async () => {
      const ask = (query: Record<string, string>, payload?: Record<string, string>) =>
        api.anonymous.inject({
          method: 'POST',
          url: API_PATHS.checkUser,
          query,
          ...(payload ? { payload } : {}),
        });
      const answers = [
        await ask({ phoneNo: EMPLOYEE.phone }, { phoneNo: EMPLOYEE.phone }),
        await api.anonymous.post(API_PATHS.checkUser, { phoneNo: PARTNER.phone }),
        await ask({ phoneNo: newPhone() }),
        await api.anonymous.post(API_PATHS.checkUser, { phoneNo: newPhone() }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ userExists: false });
      }
      // Nor do its headers tell the phones apart.
      const [existing, , unknown] = answers;
      expect(Object.keys(existing!.headers).sort()).toEqual(Object.keys(unknown!.headers).sort());
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
      // The browser becomes a known device of the account for a year, a cookie sent only to SendVerification.
      const device = response.cookies.filter((cookie) => cookie.name.startsWith(KNOWN_DEVICE_COOKIE_PREFIX));
      expect(device).toEqual([
        expect.objectContaining({
          path: API_PATHS.sendVerification,
          maxAge: KNOWN_DEVICE_TTL_SECONDS,
          httpOnly: true,
          secure: true,
          sameSite: 'Strict',
        }),
      ]);
      expect(device[0]!.name).not.toContain(EMPLOYEE.phone.slice(1));
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

    it('refuses a check for a phone that was sent no code as a wrong code, and validates the code format', async () => {
      const none = await verifyCode(recorder, newPhone(), '123456');
      expect(errorOf(none.body)).toEqual({
        message: AUTH_MESSAGES.codeRefused,
        errors: { code: AUTH_MESSAGES.codeRefused },
      });
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

  describe('codes bound to their request', () => {
    /** CheckVerification with the verificationId in the body or the cookie, or none, from an address. */
    const check = (
      phone: string,
      code: string,
      binding: { body?: string; cookie?: string } = {},
      remoteAddress = '127.0.0.1',
    ) =>
      recorder.inject({
        method: 'POST',
        url: API_PATHS.checkVerification,
        payload: {
          phoneNumber: phone,
          code,
          userType: USER_TYPES.employee,
          ...(binding.body === undefined ? {} : { verificationId: binding.body }),
        },
        ...(binding.cookie === undefined ? {} : { cookies: { [VERIFICATION_COOKIE]: binding.cookie } }),
        remoteAddress,
      });
    /** What a caller learns from an answer: its status, its body and its headers (but the date and the limits). */
    const answerOf = (response: Awaited<ReturnType<typeof check>>) => ({
      status: response.statusCode,
      body: response.body,
      headers: Object.fromEntries(
        Object.entries(response.headers).filter(
          ([name]) => name !== 'date' && !name.startsWith('x-ratelimit'),
        ),
      ),
    });
    const sendFor = async (phone: string, remoteAddress = '127.0.0.1') => {
      const sent = await sendCode(recorder, phone, remoteAddress);
      expect(sent.statusCode, sent.body).toBe(200);
      return {
        id: (sent.json() as { verificationId: string }).verificationId,
        code: latestCode(dataDir(), phone),
      };
    };
    const STRANGER = '198.51.100.66';

    it('takes the verificationId from the body or from its cookie, and clears the cookie once the code is used', async () => {
      const phone = newPhone();
      const byBody = await sendFor(phone);
      const verified = await check(phone, byBody.code, { body: byBody.id });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.cookies).toContainEqual(
        expect.objectContaining({ name: VERIFICATION_COOKIE, value: '', path: API_PATHS.checkVerification }),
      );
      const byCookie = await sendFor(phone);
      expect((await check(phone, byCookie.code, { cookie: byCookie.id })).statusCode).toBe(200);
      // The body's id wins over a cookie left from another request.
      const third = await sendFor(phone);
      const fourth = await sendFor(phone);
      expect((await check(phone, third.code, { body: third.id, cookie: fourth.id })).statusCode).toBe(200);
      expect((await check(phone, fourth.code, { cookie: fourth.id })).statusCode).toBe(200);
    });

    it("a stranger's checks (no id, an unknown id, another phone's id) get the answer of a phone with no code and leave the owner's code working", async () => {
      const phone = newPhone();
      const owners = await sendFor(phone);
      const otherPhone = newPhone();
      const others = await sendFor(otherPhone);
      const noCodePhone = newPhone();
      const unknownId = 'A'.repeat(43);
      const baseline = answerOf(await check(noCodePhone, otherCode(owners.code), {}, STRANGER));
      expect(baseline.status).toBe(400);
      expect(JSON.parse(baseline.body)).toEqual({
        message: AUTH_MESSAGES.codeRefused,
        errors: { code: AUTH_MESSAGES.codeRefused },
      });
      expect(baseline.headers['set-cookie']).toBeUndefined();
      expect(
        answerOf(await check(noCodePhone, otherCode(owners.code), { body: unknownId }, STRANGER)),
      ).toEqual(baseline);
      expect(
        answerOf(await check(noCodePhone, otherCode(owners.code), { body: others.id }, STRANGER)),
      ).toEqual(baseline);

      // Well past the 5 tries, every way a stranger can ask, the right code included: the same answer.
      for (let round = 0; round < OTP.maxWrongTries + 1; round += 1) {
        for (const guess of [otherCode(owners.code), owners.code]) {
          for (const binding of [{}, { body: unknownId }, { cookie: unknownId }, { body: others.id }]) {
            const answer = answerOf(await check(phone, guess, binding, STRANGER));
            expect(answer, JSON.stringify(binding)).toEqual(baseline);
          }
        }
      }
      // No try of either code was spent: the owner is still told of all 5, and both codes work.
      const ownerWrong = await check(phone, otherCode(owners.code), { cookie: owners.id });
      expect(errorOf(ownerWrong.body).message).toBe(AUTH_MESSAGES.wrongCode(OTP.maxWrongTries - 1));
      expect((await check(phone, owners.code, { cookie: owners.id })).statusCode).toBe(200);
      expect((await check(otherPhone, others.code, { body: others.id })).statusCode).toBe(200);
    });

    it('wrong tries lock only the verification they were made with', async () => {
      const phone = newPhone();
      const first = await sendFor(phone);
      const second = await sendFor(phone);
      // A code is good only with its own id.
      if (first.code !== second.code) {
        const crossed = await check(phone, first.code, { cookie: second.id });
        expect(errorOf(crossed.body).message).toBe(AUTH_MESSAGES.wrongCode(OTP.maxWrongTries - 1));
      }
      for (let attempt = 0; attempt < OTP.maxWrongTries; attempt += 1) {
        await check(phone, otherCode(first.code), { cookie: first.id });
      }
      const locked = await check(phone, first.code, { cookie: first.id });
      expect(errorOf(locked.body).message).toBe(AUTH_MESSAGES.codeLocked);
      expect((await check(phone, second.code, { cookie: second.id })).statusCode).toBe(200);
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
        // Waiting for approval: the menus offer only what it can open from the first page on.
        pending: true,
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

      // A stranger who tries to register the phone now gets the answer of a phone without an account: not
      // verified (whether it has an account is no business of theirs).
      const registerAs = (phoneNo: string) =>
        api.anonymous.post(API_PATHS.registerRequestToken, {
          phoneNo,
          name: 'Riya Sharma',
          email: 'riya@example.com',
          userType: USER_TYPES.employee,
        });
      const again = await registerAs(phone);
      const unknown = await registerAs(newPhone());
      expect([again.statusCode, unknown.statusCode]).toEqual([400, 400]);
      expect(again.body).toBe(unknown.body);
      expect(errorOf(again.body).message).toBe(AUTH_MESSAGES.phoneNotVerified);

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

    it('lets only the browser whose code verified the phone register it', async () => {
      const phone = newPhone();
      await sendCode(recorder, phone);
      const verified = await verifyCode(recorder, phone, latestCode(dataDir(), phone));
      const registration = registrationCookieOf(verified);
      const details = {
        phoneNo: phone,
        name: 'Ann Lee',
        email: 'ann@example.com',
        userType: USER_TYPES.employee,
      };

      // A stranger who knows the phone was just verified: no id, or the id of another verification.
      const stranger = newPhone();
      await sendCode(recorder, stranger);
      for (const cookies of [{}, { [VERIFICATION_COOKIE]: recorder.verificationIds.get(stranger)! }]) {
        const refused = await api.anonymous.post(API_PATHS.registerRequestToken, details, { cookies });
        expect(refused.statusCode).toBe(400);
        expect(errorOf(refused.body).message).toBe(AUTH_MESSAGES.phoneNotVerified);
      }
      const registered = await api.anonymous.post(API_PATHS.registerRequestToken, details, {
        cookies: registration,
      });
      expect(registered.statusCode).toBe(200);
      expect(
        registered.cookies.find(
          (cookie) => cookie.name === VERIFICATION_COOKIE && cookie.path === API_PATHS.registerRequestToken,
        )?.value,
      ).toBe('');
    });
  });

  it('no response ever contained a code', () => {
    const codes = readOutbox(dataDir()).map((entry) => entry.code);
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect(recorder.containing(code), code).toEqual([]);
  });
});
