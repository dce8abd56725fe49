import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
import { CAPTCHA_MESSAGES } from '../../services/sign-in/captcha-service.js';
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
import { KNOWN_DEVICE_COOKIE_PREFIX } from './session-cookie.js';

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
      verificationId: expect.any(String),
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

    const ownerSent = await sendCode(recorder, phone, OWNER);
    expect(ownerSent.statusCode).toBe(200);
    const ownersCode = latestCode(testApp.env.DATA_DIR, phone);
    // A stranger's later code does not void the code the owner is typing.
    expect((await sendCode(recorder, phone, '198.51.100.21')).statusCode).toBe(200);
    const verified = await anonymous.post(
      API_PATHS.checkVerification,
      {
        phoneNumber: phone,
        code: ownersCode,
        userType: USER_TYPES.employee,
        verificationId: (ownerSent.json() as { verificationId: string }).verificationId,
      },
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

interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A POST over a real connection from `localAddress` (Linux routes all of 127/8 to the loopback). */
function postFrom(
  localAddress: string,
  port: number,
  apiPath: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: apiPath,
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A browser's cookies, each sent only to its path (all that the sign-in calls need of a cookie jar). */
class CookieJar {
  readonly cookies = new Map<string, { value: string; path: string }>();

  take(answer: HttpAnswer) {
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const path = attributes.find((part) => /^path=/i.test(part))?.slice(5) ?? '/';
      const expired = attributes.some((part) => /^max-age=0$/i.test(part)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  headerFor(apiPath: string): Record<string, string> {
    const pairs = [...this.cookies]
      .filter(([, cookie]) => cookie.path === apiPath)
      .map(([name, cookie]) => `${name}=${cookie.value}`);
    return pairs.length > 0 ? { cookie: pairs.join('; ') } : {};
  }
}

describeOnEngines('the known device of an account, over real connections', (engine) => {
  const newApp = useTestApps(engine);

  it("strangers filling the phone's ceiling from other addresses do not stop the owner's known browser", async () => {
    // The default limits (5 codes per phone and address, 20 per phone an hour), no resend cooldown, and
    // request.ip the socket's address: no proxy is believed, so a forged X-Forwarded-For changes nothing.
    const { testApp } = await newApp({ env: { TRUST_PROXY: 'false', OTP_RESEND_COOLDOWN_SECONDS: '0' } });
    expect(testApp.env.OTP_PHONE_HOURLY_LIMIT).toBe(5);
    expect(testApp.env.OTP_PHONE_HOURLY_CEILING).toBe(20);
    const { app } = testApp;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const phone = EMPLOYEE.phone;
    const sentTo = () => readOutbox(testApp.env.DATA_DIR).filter((entry) => entry.to === phone).length;

    const send = async (from: string, jar?: CookieJar, headers: Record<string, string> = {}) => {
      const answer = await postFrom(
        from,
        port,
        API_PATHS.sendVerification,
        { phoneNo: phone },
        {
          [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(app),
          ...jar?.headerFor(API_PATHS.sendVerification),
          ...headers,
        },
      );
      jar?.take(answer);
      return answer;
    };
    const signIn = async (from: string, jar: CookieJar) => {
      const sent = await send(from, jar);
      expect(sent.status, sent.body).toBe(200);
      const checked = await postFrom(
        from,
        port,
        API_PATHS.checkVerification,
        { phoneNumber: phone, code: latestCode(testApp.env.DATA_DIR, phone), userType: USER_TYPES.employee },
        jar.headerFor(API_PATHS.checkVerification),
      );
      jar.take(checked);
      return checked;
    };

    // The owner signs in once: the browser becomes a known device of the account.
    const owner = new CookieJar();
    const OWNER = '127.0.0.2';
    expect((await signIn(OWNER, owner)).status).toBe(200);
    const deviceCookies = [...owner.cookies.keys()].filter((name) =>
      name.startsWith(KNOWN_DEVICE_COOKIE_PREFIX),
    );
    expect(deviceCookies).toHaveLength(1);

    // Strangers on four other addresses ask 5 codes each (each address its own per-phone limit: request.ip
    // is the socket's), until the phone's ceiling of 20 is full.
    const acceptedPerAddress: number[] = [];
    for (const stranger of ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6']) {
      let accepted = 0;
      for (;;) {
        const answer = await send(stranger, undefined, { 'x-forwarded-for': OWNER });
        if (answer.status !== 200) {
          expect(answer.status, answer.body).toBe(429);
          break;
        }
        accepted += 1;
      }
      acceptedPerAddress.push(accepted);
    }
    expect(acceptedPerAddress).toEqual([5, 5, 5, 4]);
    expect(sentTo()).toBe(20);

    // A browser without the owner's cookie, on yet another address, is refused for the hour.
    const refused = await send('127.0.0.7');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ message: AUTH_MESSAGES.phoneHourlyLimit });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // So is one whose known-device cookie was tampered with.
    const [name] = deviceCookies;
    const token = owner.cookies.get(name!)!.value;
    const [account, expires, signature] = token.split('.');
    for (const forged of [
      `${account}.${Number(expires) + 1}.${signature}`,
      `${account}.${expires}.x${signature}`,
    ]) {
      const answer = await send('127.0.0.8', undefined, { cookie: `${name}=${forged}` });
      expect(answer.status, forged).toBe(429);
    }
    expect(sentTo()).toBe(20);

    // The owner's known browser still gets a code, and signs in with it.
    const signedIn = await signIn(OWNER, owner);
    expect(signedIn.status, signedIn.body).toBe(200);
    expect(JSON.parse(signedIn.body)).toMatchObject({ name: EMPLOYEE.name });

    // From another address too; its own bucket has its own limit (5 an hour), with Retry-After.
    let accepted = 1;
    for (;;) {
      const answer = await send('127.0.0.9', owner);
      if (answer.status !== 200) {
        expect(answer.status, answer.body).toBe(429);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3500);
        break;
      }
      accepted += 1;
    }
    expect(accepted).toBe(testApp.env.OTP_PHONE_HOURLY_LIMIT);
    expect(sentTo()).toBe(20 + testApp.env.OTP_PHONE_HOURLY_LIMIT);
  });
});
