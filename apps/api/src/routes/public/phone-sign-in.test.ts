import {
  API_PATHS,
  ApiErrorSchema,
  AUTH_MESSAGES,
  CAPTCHA_TOKEN_HEADER,
  LoginSessionSchema,
  OTP,
  ProfileSchema,
  USER_TYPES,
} from '@smartmove/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../db/seed-data.js';
import { createRefreshTokenRepository } from '../../repositories/refresh-token-repository.js';
import { createUsersRepository } from '../../repositories/users-repository.js';
import { CAPTCHA_MESSAGES } from '../../services/captcha-service.js';
import { createSessionService, ROTATION_GRACE_SECONDS } from '../../services/session-service.js';
import { loadSecret } from '../../services/secrets.js';
import { createTokenService } from '../../services/token-service.js';
import { solveCaptcha } from '../../test/lead-fixtures.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';
import { REGISTRATION_WINDOW_SECONDS } from '../../plugins/sign-in.js';
import { REFRESH_COOKIE } from './auth.js';
import {
  latestCode,
  newPhone,
  otherCode,
  readOutbox,
  refreshCookieOf,
  ResponseRecorder,
  sendCode,
  verifyCode,
} from '../../test/auth-support.js';

const EMPLOYEE = DEMO_USERS[0]!;
const PARTNER = DEMO_USERS[1]!;
/** The main test app signs the demo users in many times: no resend cooldown there (tested on its own). */
const RELAXED = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  OTP_IP_HOURLY_LIMIT: '1000',
  OTP_PHONE_HOURLY_LIMIT: '1000',
  OTP_PHONE_HOURLY_CEILING: '1000',
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const errorOf = (body: string) => ApiErrorSchema.parse(JSON.parse(body));

describe.each(TEST_ENGINES)('phone login on %s', (engine) => {
  let testApp: TestApp;
  const recorder = new ResponseRecorder(() => testApp.app);
  const dataDir = () => testApp.env.DATA_DIR;

  /** Signs a phone in through SendVerification + CheckVerification: the session and its refresh cookie. */
  async function login(phone: string) {
    expect((await sendCode(recorder, phone)).statusCode).toBe(200);
    const response = await verifyCode(recorder, phone, latestCode(dataDir(), phone));
    expect(response.statusCode).toBe(200);
    return { session: LoginSessionSchema.parse(response.json()), cookie: refreshCookieOf(response)! };
  }

  async function register(details: Record<string, unknown>) {
    const phone = newPhone();
    await sendCode(recorder, phone);
    const verified = await verifyCode(recorder, phone, latestCode(dataDir(), phone));
    expect(verified.json()).toEqual({
      verified: true,
      registered: false,
      registerWithinSeconds: REGISTRATION_WINDOW_SECONDS,
    });
    const response = await recorder.inject({
      method: 'POST',
      url: API_PATHS.registerRequestToken,
      payload: { phoneNo: phone, ...details },
    });
    return { phone, response };
  }

  beforeAll(async () => {
    testApp = await createTestApp(engine, { env: { ...RELAXED, OTP_RESEND_COOLDOWN_SECONDS: '0' } });
  });
  afterAll(() => testApp.close());

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
      const viaQuery = await recorder.inject({
        method: 'POST',
        url: API_PATHS.checkUser,
        query: { phoneNo: EMPLOYEE.phone },
        payload: { phoneNo: EMPLOYEE.phone },
      });
      expect(viaQuery.json()).toEqual({ userExists: true });
      const viaBody = await recorder.inject({
        method: 'POST',
        url: API_PATHS.checkUser,
        payload: { phoneNo: PARTNER.phone },
      });
      expect(viaBody.json()).toEqual({ userExists: true });
      const unknown = await recorder.inject({
        method: 'POST',
        url: API_PATHS.checkUser,
        query: { phoneNo: newPhone() },
      });
      expect(unknown.json()).toEqual({ userExists: false });
    });

    it('refuses a missing, invalid or contradictory phone number', async () => {
      const missing = await recorder.inject({ method: 'POST', url: API_PATHS.checkUser, payload: {} });
      expect(missing.statusCode).toBe(400);
      const invalid = await recorder.inject({
        method: 'POST',
        url: API_PATHS.checkUser,
        query: { phoneNo: '12345' },
      });
      expect(invalid.statusCode).toBe(400);
      const contradictory = await recorder.inject({
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
      expect(Object.keys(response.json()).sort()).toEqual(['email', 'name', 'token', 'userType']);
      expect(session).toMatchObject({
        name: EMPLOYEE.name,
        email: EMPLOYEE.email,
        userType: USER_TYPES.employee,
      });
      expect(await testApp.app.tokens.verifyAccessToken(session.token)).toEqual({
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
      const noPhone = await recorder.inject({
        method: 'POST',
        url: API_PATHS.checkVerification,
        payload: { code: '123456', userType: USER_TYPES.employee },
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
      const profile = await recorder.inject({
        method: 'GET',
        url: API_PATHS.getProfile,
        headers: bearer(session.token),
      });
      expect(ProfileSchema.parse(profile.json())).toMatchObject({
        phoneNo: phone,
        userType: USER_TYPES.employee,
        companyName: null,
        hasFakeEmail: false,
        hasProfileImage: false,
      });

      const again = await recorder.inject({
        method: 'POST',
        url: API_PATHS.registerRequestToken,
        payload: {
          phoneNo: phone,
          name: 'Riya Sharma',
          email: 'riya@example.com',
          userType: USER_TYPES.employee,
        },
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
      const profile = await recorder.inject({
        method: 'GET',
        url: API_PATHS.getAccountProfile,
        headers: bearer(session.token),
      });
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

      const invalid = await recorder.inject({
        method: 'POST',
        url: API_PATHS.registerRequestToken,
        payload: { phoneNo: newPhone(), name: 'R2-D2', email: 'not-an-email', userType: 1 },
      });
      expect(invalid.statusCode).toBe(400);
      expect(Object.keys(errorOf(invalid.body).errors ?? {}).sort()).toEqual(['email', 'name', 'userType']);
    });

    it('refuses a phone that was not verified, and uses a verification once', async () => {
      const unverified = await recorder.inject({
        method: 'POST',
        url: API_PATHS.registerRequestToken,
        payload: {
          phoneNumber: newPhone(),
          name: 'Ann Lee',
          email: 'ann@example.com',
          userType: USER_TYPES.employee,
        },
      });
      expect(unverified.statusCode).toBe(400);
      expect(errorOf(unverified.body).message).toBe(AUTH_MESSAGES.phoneNotVerified);

      // A code sent but never verified does not count either.
      const phone = newPhone();
      await sendCode(recorder, phone);
      const sentOnly = await recorder.inject({
        method: 'POST',
        url: API_PATHS.registerRequestToken,
        payload: { phoneNo: phone, name: 'Ann Lee', email: 'ann@example.com', userType: USER_TYPES.employee },
      });
      expect(sentOnly.statusCode).toBe(400);
    });
  });

  describe('profile calls', () => {
    it('answer 401 without a valid token on both GetProfile paths', async () => {
      for (const url of [API_PATHS.getProfile, API_PATHS.getAccountProfile, API_PATHS.getProfileImage]) {
        expect((await recorder.inject({ method: 'GET', url })).statusCode, url).toBe(401);
        const forged = await recorder.inject({ method: 'GET', url, headers: bearer('a.b.c') });
        expect(forged.statusCode, url).toBe(401);
      }
    });

    it('GetProfile returns the caller’s own profile on both hosts', async () => {
      const token = await testApp.app.tokens.signAccessToken({
        id: PARTNER.id,
        userType: USER_TYPES.partner,
      });
      for (const url of [API_PATHS.getProfile, API_PATHS.getAccountProfile]) {
        const response = await recorder.inject({ method: 'GET', url, headers: bearer(token) });
        expect(ProfileSchema.parse(response.json())).toMatchObject({
          id: PARTNER.id,
          name: PARTNER.name,
          email: PARTNER.email,
          phoneNo: PARTNER.phone,
          userType: USER_TYPES.partner,
          companyName: PARTNER.company_name,
        });
      }
    });

    it('PartnerSignUp saves the company details of a partner and refuses an employee (403)', async () => {
      const { response } = await register({
        name: 'Lena Fischer',
        email: 'lena@example.com',
        userType: USER_TYPES.partner,
        companyName: 'Fischer IT',
      });
      const { token } = LoginSessionSchema.parse(response.json());
      const saved = await recorder.inject({
        method: 'POST',
        url: API_PATHS.partnerSignUp,
        headers: bearer(token),
        payload: { companyName: 'Fischer IT GmbH', companyWebsite: 'https://fischer.example.com' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        companyName: 'Fischer IT GmbH',
        companyWebsite: 'https://fischer.example.com',
      });

      const badWebsite = await recorder.inject({
        method: 'POST',
        url: API_PATHS.partnerSignUp,
        headers: bearer(token),
        payload: { companyName: 'Fischer IT', companyWebsite: 'javascript:alert(1)' },
      });
      expect(badWebsite.statusCode).toBe(400);

      const employeeToken = await testApp.app.tokens.signAccessToken({
        id: EMPLOYEE.id,
        userType: USER_TYPES.employee,
      });
      const refused = await recorder.inject({
        method: 'POST',
        url: API_PATHS.partnerSignUp,
        headers: bearer(employeeToken),
        payload: { companyName: 'Nope Inc' },
      });
      expect(refused.statusCode).toBe(403);
    });
  });

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
        tokens: testApp.app.tokens,
        users: createUsersRepository(testApp.app.db),
        refreshTokens: createRefreshTokenRepository(testApp.app.db),
        refreshTokenTtlSeconds: 3600,
        now: () => clock,
      });
      const user = (await createUsersRepository(testApp.app.db).findById(EMPLOYEE.id))!;
      const first = await service.startSession(user);
      const second = await service.renewSession(first.refreshToken!);
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

  describe('POST /UploadProfileImage and GET /GetProfileImage', () => {
    const PNG_1PX = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );

    function multipart(content: Buffer, filename: string, contentType: string, field = 'file') {
      const boundary = '----smartmove-test-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
            `Content-Type: ${contentType}\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    }

    it('stores a PNG by content and serves it back to its owner only', async () => {
      const token = await testApp.app.tokens.signAccessToken({
        id: EMPLOYEE.id,
        userType: USER_TYPES.employee,
      });
      const { payload, headers } = multipart(PNG_1PX, 'me.png', 'image/png');
      const upload = await recorder.inject({
        method: 'POST',
        url: API_PATHS.uploadProfileImage,
        headers: { ...headers, ...bearer(token) },
        payload,
      });
      expect(upload.statusCode).toBe(200);
      expect(upload.json()).toMatchObject({ id: EMPLOYEE.id, hasProfileImage: true });

      const image = await recorder.inject({
        method: 'GET',
        url: API_PATHS.getProfileImage,
        headers: bearer(token),
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.rawPayload.equals(PNG_1PX)).toBe(true);

      const partnerToken = await testApp.app.tokens.signAccessToken({
        id: PARTNER.id,
        userType: USER_TYPES.partner,
      });
      const none = await recorder.inject({
        method: 'GET',
        url: API_PATHS.getProfileImage,
        headers: bearer(partnerToken),
      });
      expect(none.statusCode).toBe(404);
    });

    it('refuses other content, oversized images, a missing file and a missing token', async () => {
      const token = await testApp.app.tokens.signAccessToken({
        id: PARTNER.id,
        userType: USER_TYPES.partner,
      });
      const disguised = multipart(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'x.png',
        'image/png',
      );
      const wrongType = await recorder.inject({
        method: 'POST',
        url: API_PATHS.uploadProfileImage,
        headers: { ...disguised.headers, ...bearer(token) },
        payload: disguised.payload,
      });
      expect(wrongType.statusCode).toBe(400);
      expect(errorOf(wrongType.body).message).toBe(AUTH_MESSAGES.imageType);

      const big = multipart(Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png');
      const tooBig = await recorder.inject({
        method: 'POST',
        url: API_PATHS.uploadProfileImage,
        headers: { ...big.headers, ...bearer(token) },
        payload: big.payload,
      });
      expect(tooBig.statusCode).toBe(413);
      expect(errorOf(tooBig.body).message).toBe(AUTH_MESSAGES.imageTooBig);

      const otherField = multipart(PNG_1PX, 'me.png', 'image/png', 'picture');
      const missing = await recorder.inject({
        method: 'POST',
        url: API_PATHS.uploadProfileImage,
        headers: { ...otherField.headers, ...bearer(token) },
        payload: otherField.payload,
      });
      expect(missing.statusCode).toBe(400);

      const json = await recorder.inject({
        method: 'POST',
        url: API_PATHS.uploadProfileImage,
        headers: bearer(token),
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);

      const anonymous = multipart(PNG_1PX, 'me.png', 'image/png');
      const noToken = await recorder.inject({
        method: 'POST',
        url: API_PATHS.uploadProfileImage,
        headers: anonymous.headers,
        payload: anonymous.payload,
      });
      expect(noToken.statusCode).toBe(401);

      const profile = await recorder.inject({
        method: 'GET',
        url: API_PATHS.getProfile,
        headers: bearer(token),
      });
      expect(profile.json()).toMatchObject({ hasProfileImage: false });
    });
  });

  it('no response ever contained a code', () => {
    const codes = readOutbox(dataDir()).map((entry) => entry.code);
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect(recorder.containing(code), code).toEqual([]);
  });
});

describe.each(TEST_ENGINES)('code limits on %s', (engine) => {
  const apps: TestApp[] = [];
  async function appWith(env: Record<string, string>) {
    const testApp = await createTestApp(engine, { env });
    apps.push(testApp);
    return { testApp, recorder: new ResponseRecorder(() => testApp.app) };
  }
  afterAll(async () => {
    for (const testApp of apps) await testApp.close();
  });

  it('by default: codes valid 10 minutes, and 429 with Retry-After within the 30-second resend cooldown', async () => {
    const { testApp, recorder } = await appWith({});
    const phone = newPhone();
    const sent = await sendCode(recorder, phone);
    expect(sent.json()).toEqual({
      sent: true,
      resendAfterSeconds: OTP.resendCooldownSeconds,
      expiresInSeconds: OTP.ttlSeconds,
    });
    const again = await sendCode(recorder, phone);
    expect(again.statusCode).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(OTP.resendCooldownSeconds);
    expect(errorOf(again.body).message).toBe(AUTH_MESSAGES.resendCooldown(retryAfter));
    expect(readOutbox(testApp.env.DATA_DIR).filter((entry) => entry.to === phone)).toHaveLength(1);
  });

  it('a code expires after OTP_TTL_SECONDS', async () => {
    const { testApp, recorder } = await appWith({ ...RELAXED, OTP_TTL_SECONDS: '1' });
    const phone = newPhone();
    const sent = await sendCode(recorder, phone);
    expect(sent.json()).toMatchObject({ expiresInSeconds: 1 });
    const code = latestCode(testApp.env.DATA_DIR, phone);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await verifyCode(recorder, phone, code);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toEqual({
      message: AUTH_MESSAGES.codeExpired,
      errors: { code: AUTH_MESSAGES.codeExpired },
    });
  });

  it('a new code replaces the previous one; the per-phone hourly cap answers 429', async () => {
    const { testApp, recorder } = await appWith({
      ...RELAXED,
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      OTP_PHONE_HOURLY_LIMIT: '3',
    });
    const phone = newPhone();
    await sendCode(recorder, phone);
    const first = latestCode(testApp.env.DATA_DIR, phone);
    await sendCode(recorder, phone);
    const second = latestCode(testApp.env.DATA_DIR, phone);
    if (first !== second) {
      expect(errorOf((await verifyCode(recorder, phone, first)).body).message).toMatch(/not correct/);
    }
    expect((await sendCode(recorder, phone)).statusCode).toBe(200);
    const capped = await sendCode(recorder, phone);
    expect(capped.statusCode).toBe(429);
    expect(errorOf(capped.body).message).toBe(AUTH_MESSAGES.phoneHourlyLimit);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // The last code sent still works.
    const last = latestCode(testApp.env.DATA_DIR, phone);
    expect((await verifyCode(recorder, phone, last)).statusCode).toBe(200);
  });

  it('the per-IP hourly cap answers 429 for that network only', async () => {
    const { recorder } = await appWith({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', OTP_IP_HOURLY_LIMIT: '3' });
    for (let index = 0; index < 3; index += 1) {
      const sent = await sendCode(recorder, newPhone(), '198.51.100.7');
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const capped = await sendCode(recorder, newPhone(), '198.51.100.7');
    expect(capped.statusCode, capped.body).toBe(429);
    expect(errorOf(capped.body).message).toBe(AUTH_MESSAGES.ipHourlyLimit);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await sendCode(recorder, newPhone(), '198.51.100.8')).statusCode).toBe(200);
  });

  it('each sign-in call is limited per IP and minute', async () => {
    const { recorder } = await appWith({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    const check = () =>
      recorder.inject({ method: 'POST', url: API_PATHS.checkUser, payload: { phoneNo: EMPLOYEE.phone } });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(ApiErrorSchema.parse(limited.json()).message).toBeTruthy();
  });
});

describe.each(TEST_ENGINES)('SendVerification captcha on %s', (engine) => {
  let testApp: TestApp;
  const recorder = new ResponseRecorder(() => testApp.app);
  const smsTo = (phone: string) => readOutbox(testApp.env.DATA_DIR).filter((entry) => entry.to === phone);
  const expectRefused = (response: { statusCode: number; body: string }, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response.body)).toEqual({ message, errors: { captcha: message } });
  };

  beforeAll(async () => {
    testApp = await createTestApp(engine, { env: { ...RELAXED, OTP_RESEND_COOLDOWN_SECONDS: '0' } });
  });
  afterAll(() => testApp.close());

  it('sends no code without a solved captcha, or with a forged or tampered one', async () => {
    const phone = newPhone();
    const missing = await recorder.inject({
      method: 'POST',
      url: API_PATHS.sendVerification,
      payload: { phoneNo: phone },
    });
    expectRefused(missing, CAPTCHA_MESSAGES.missing);
    const forged = Buffer.from('{"challenge":null,"solution":null}').toString('base64');
    expectRefused(await sendCode(recorder, phone, '127.0.0.1', forged), CAPTCHA_MESSAGES.invalid);
    const decoded = JSON.parse(Buffer.from(await solveCaptcha(testApp.app), 'base64').toString());
    decoded.challenge.parameters.expiresAt += 3600;
    const tampered = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expectRefused(await sendCode(recorder, phone, '127.0.0.1', tampered), CAPTCHA_MESSAGES.invalid);
    expect(smsTo(phone)).toHaveLength(0);
  });

  it('spends a token once, also for another phone and for another process on the same database', async () => {
    const phone = newPhone();
    const token = await solveCaptcha(testApp.app);
    expect((await sendCode(recorder, phone, '127.0.0.1', token)).statusCode).toBe(200);
    expectRefused(await sendCode(recorder, phone, '127.0.0.1', token), CAPTCHA_MESSAGES.used);
    expectRefused(await sendCode(recorder, newPhone(), '127.0.0.2', token), CAPTCHA_MESSAGES.used);

    const other = await testApp.restart();
    const otherToken = await solveCaptcha(other);
    const send = (app: typeof other) =>
      app.inject({
        method: 'POST',
        url: API_PATHS.sendVerification,
        headers: { [CAPTCHA_TOKEN_HEADER]: otherToken },
        payload: { phoneNo: phone },
      });
    expect((await send(other)).statusCode).toBe(200);
    expectRefused(await send(testApp.app), CAPTCHA_MESSAGES.used);
    expect(smsTo(phone)).toHaveLength(2);
  });

  it('refuses a solved token once its challenge has expired', async () => {
    const phone = newPhone();
    const token = await solveCaptcha(testApp.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (testApp.env.CAPTCHA_EXPIRY_SECONDS + 5) * 1000);
      expectRefused(await sendCode(recorder, phone, '127.0.0.1', token), CAPTCHA_MESSAGES.expired);
    } finally {
      vi.useRealTimers();
    }
    expect(smsTo(phone)).toHaveLength(0);
  });
});

describe.each(TEST_ENGINES)('code limits per phone and IP on %s', (engine) => {
  const apps: TestApp[] = [];
  async function appWith(env: Record<string, string>) {
    const testApp = await createTestApp(engine, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env } });
    apps.push(testApp);
    return { testApp, recorder: new ResponseRecorder(() => testApp.app) };
  }
  afterAll(async () => {
    for (const testApp of apps) await testApp.close();
  });
  const OWNER = '203.0.113.10';
  const STRANGER = '198.51.100.20';

  it("a stranger's request starts the resend cooldown for the stranger only", async () => {
    const { recorder } = await appWith({});
    const phone = newPhone();
    expect((await sendCode(recorder, phone, STRANGER)).statusCode).toBe(200);
    const again = await sendCode(recorder, phone, STRANGER);
    expect(again.statusCode).toBe(429);
    expect(errorOf(again.body).message).toMatch(/^Please wait/);
    const owner = await sendCode(recorder, phone, OWNER);
    expect(owner.statusCode, owner.body).toBe(200);
    expect((await sendCode(recorder, phone, OWNER)).statusCode).toBe(429);
  });

  it('a stranger at the per-phone limit does not stop the owner, whose code still works', async () => {
    const { testApp, recorder } = await appWith({
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      OTP_PHONE_HOURLY_LIMIT: '2',
    });
    const phone = newPhone();
    for (let index = 0; index < 2; index += 1) {
      expect((await sendCode(recorder, phone, STRANGER)).statusCode).toBe(200);
    }
    const capped = await sendCode(recorder, phone, STRANGER);
    expect(capped.statusCode).toBe(429);
    expect(errorOf(capped.body).message).toBe(AUTH_MESSAGES.phoneHourlyLimit);

    expect((await sendCode(recorder, phone, OWNER)).statusCode).toBe(200);
    const ownersCode = latestCode(testApp.env.DATA_DIR, phone);
    // A stranger's later code does not void the code the owner is typing.
    expect((await sendCode(recorder, phone, '198.51.100.21')).statusCode).toBe(200);
    const verified = await recorder.inject({
      method: 'POST',
      url: API_PATHS.checkVerification,
      payload: { phoneNumber: phone, code: ownersCode, userType: USER_TYPES.employee },
      remoteAddress: OWNER,
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('the ceiling per phone holds across every IP; other phones are not affected', async () => {
    const { testApp, recorder } = await appWith({
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      OTP_PHONE_HOURLY_LIMIT: '2',
      OTP_PHONE_HOURLY_CEILING: '5',
    });
    const phone = newPhone();
    for (let index = 0; index < 5; index += 1) {
      const sent = await sendCode(recorder, phone, `198.51.100.${30 + Math.floor(index / 2)}`);
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const capped = await sendCode(recorder, phone, OWNER);
    expect(capped.statusCode).toBe(429);
    expect(errorOf(capped.body).message).toBe(AUTH_MESSAGES.phoneHourlyLimit);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3500);
    expect(readOutbox(testApp.env.DATA_DIR).filter((entry) => entry.to === phone)).toHaveLength(5);
    expect((await sendCode(recorder, newPhone(), OWNER)).statusCode).toBe(200);
  });
});
