import {
  API_PATHS,
  ApiErrorSchema,
  AUTH_MESSAGES,
  CAPTCHA_TOKEN_HEADER,
  OTP,
  USER_TYPES,
} from '@smartmove/contract';
import { expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../db/seed-data.js';
import { CAPTCHA_MESSAGES } from '../../services/captcha-service.js';
import {
  errorOf,
  latestCode,
  newPhone,
  readOutbox,
  RELAXED_CODE_LIMITS,
  sendCode,
  verifyCode,
} from '../../test/auth-support.js';
import { solveCaptcha } from '../../test/lead-fixtures.js';
import { describeOnEngines, requestsTo, useTestApp, useTestApps } from '../../test/test-api.js';

const EMPLOYEE = DEMO_USERS[0]!;
/** Limits other than the one a test is about are lifted. */
const RELAXED = RELAXED_CODE_LIMITS;

describeOnEngines('code limits', (engine) => {
  const newApp = useTestApps(engine);
  const appWith = (env: Record<string, string>) => newApp({ env });

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
    const { anonymous } = await appWith({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    const check = () => anonymous.post(API_PATHS.checkUser, { phoneNo: EMPLOYEE.phone });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(ApiErrorSchema.parse(limited.json()).message).toBeTruthy();
  });
});

describeOnEngines('SendVerification captcha', (engine) => {
  const api = useTestApp(engine, { env: { ...RELAXED, OTP_RESEND_COOLDOWN_SECONDS: '0' } });
  const { recorder } = api;
  const smsTo = (phone: string) => readOutbox(api.env.DATA_DIR).filter((entry) => entry.to === phone);
  const expectRefused = (response: { statusCode: number; body: string }, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response.body)).toEqual({ message, errors: { captcha: message } });
  };

  it('sends no code without a solved captcha, or with a forged or tampered one', async () => {
    const phone = newPhone();
    const missing = await api.anonymous.post(API_PATHS.sendVerification, { phoneNo: phone });
    expectRefused(missing, CAPTCHA_MESSAGES.missing);
    const forged = Buffer.from('{"challenge":null,"solution":null}').toString('base64');
    expectRefused(await sendCode(recorder, phone, '127.0.0.1', forged), CAPTCHA_MESSAGES.invalid);
    const decoded = JSON.parse(Buffer.from(await solveCaptcha(api.app), 'base64').toString());
    decoded.challenge.parameters.expiresAt += 3600;
    const tampered = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expectRefused(await sendCode(recorder, phone, '127.0.0.1', tampered), CAPTCHA_MESSAGES.invalid);
    expect(smsTo(phone)).toHaveLength(0);
  });

  it('spends a token once, also for another phone and for another process on the same database', async () => {
    const phone = newPhone();
    const token = await solveCaptcha(api.app);
    expect((await sendCode(recorder, phone, '127.0.0.1', token)).statusCode).toBe(200);
    expectRefused(await sendCode(recorder, phone, '127.0.0.1', token), CAPTCHA_MESSAGES.used);
    expectRefused(await sendCode(recorder, newPhone(), '127.0.0.2', token), CAPTCHA_MESSAGES.used);

    const other = await api.restart();
    const otherToken = await solveCaptcha(other);
    const send = (app: typeof other) =>
      requestsTo(app).post(
        API_PATHS.sendVerification,
        { phoneNo: phone },
        { headers: { [CAPTCHA_TOKEN_HEADER]: otherToken } },
      );
    expect((await send(other)).statusCode).toBe(200);
    expectRefused(await send(api.app), CAPTCHA_MESSAGES.used);
    expect(smsTo(phone)).toHaveLength(2);
  });

  it('refuses a solved token once its challenge has expired', async () => {
    const phone = newPhone();
    const token = await solveCaptcha(api.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (api.env.CAPTCHA_EXPIRY_SECONDS + 5) * 1000);
      expectRefused(await sendCode(recorder, phone, '127.0.0.1', token), CAPTCHA_MESSAGES.expired);
    } finally {
      vi.useRealTimers();
    }
    expect(smsTo(phone)).toHaveLength(0);
  });
});

describeOnEngines('code limits per phone and IP', (engine) => {
  const newApp = useTestApps(engine);
  const appWith = (env: Record<string, string>) =>
    newApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env } });
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
    const { testApp, recorder, anonymous } = await appWith({
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
    const verified = await anonymous.post(
      API_PATHS.checkVerification,
      { phoneNumber: phone, code: ownersCode, userType: USER_TYPES.employee },
      { remoteAddress: OWNER },
    );
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
