import fs from 'node:fs';
import path from 'node:path';
import {
  API_PATHS,
  ApiErrorSchema,
  CAPTCHA_TOKEN_HEADER,
  LoginSessionSchema,
  USER_TYPES,
} from '@smartmove/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { REGISTRATION_WINDOW_SECONDS } from '../services/sign-in/otp-service.js';
import { REFRESH_COOKIE, VERIFICATION_COOKIE } from '../routes/public/session-cookie.js';
import { SMS_OUTBOX_FILE } from '../adapters/sms-provider.js';
import { solveCaptcha } from './lead-fixtures.js';

/** Helpers for the phone-login API tests (not a test file itself). */

export interface OutboxEntry {
  to: string;
  body: string;
  code: string;
  at: string;
}

export function readOutbox(dataDir: string): OutboxEntry[] {
  const file = path.join(dataDir, SMS_OUTBOX_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry);
}

export function latestCode(dataDir: string, phone: string): string {
  const entry = readOutbox(dataDir)
    .filter((item) => item.to === phone)
    .at(-1);
  if (!entry) throw new Error(`no SMS for ${phone}`);
  return entry.code;
}

let phoneCounter = 0;
/** A fresh, valid US number per call (555 exchange: fictional). */
export function newPhone(): string {
  phoneCounter += 1;
  const worker = Number(process.env.VITEST_POOL_ID ?? 0) % 9;
  return `+1201555${String(worker)}${String(phoneCounter % 1000).padStart(3, '0')}`;
}

/** Every response body and header seen, to prove that no answer ever carries a code. */
export class ResponseRecorder {
  readonly seen: string[] = [];
  /** The verificationId of the newest code sent to each phone through sendCode. */
  readonly verificationIds = new Map<string, string>();

  constructor(readonly app: () => FastifyInstance) {}

  async inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.app().inject(options);
    this.seen.push(`${JSON.stringify(response.headers)}\n${response.body}`);
    return response;
  }

  /** The recorded answers that contain `code` as a standalone number. */
  containing(code: string): string[] {
    const pattern = new RegExp(`(?<![0-9A-Za-z_-])${code}(?![0-9A-Za-z_-])`);
    return this.seen.filter((text) => pattern.test(text));
  }
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE && cookie.value !== '')?.value;
}

/**
 * POST SendVerification from the address, with a freshly solved captcha (or the given token); a code sent is
 * remembered by its verificationId for verifyCode.
 */
export async function sendCode(
  recorder: ResponseRecorder,
  phone: string,
  remoteAddress = '127.0.0.1',
  captchaToken?: string,
): Promise<LightMyRequestResponse> {
  const response = await recorder.inject({
    method: 'POST',
    url: API_PATHS.sendVerification,
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken ?? (await solveCaptcha(recorder.app())) },
    payload: { phoneNo: phone },
    remoteAddress,
  });
  if (response.statusCode === 200) {
    recorder.verificationIds.set(phone, (response.json() as { verificationId: string }).verificationId);
  }
  return response;
}

/**
 * POST CheckVerification with the verificationId in its cookie, as the sign-in page sends it: by default the
 * one of the newest code sendCode sent to the phone (none: `undefined` in `binding`).
 */
export async function verifyCode(
  recorder: ResponseRecorder,
  phone: string,
  code: string,
  field: 'phoneNo' | 'phoneNumber' = 'phoneNumber',
  binding: { verificationId: string | undefined } = { verificationId: recorder.verificationIds.get(phone) },
): Promise<LightMyRequestResponse> {
  const { verificationId } = binding;
  return recorder.inject({
    method: 'POST',
    url: API_PATHS.checkVerification,
    payload: { [field]: phone, code, userType: USER_TYPES.employee },
    ...(verificationId === undefined ? {} : { cookies: { [VERIFICATION_COOKIE]: verificationId } }),
  });
}

/** A code different from `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** Apps that sign the demo users in many times: no code limits there (they are tested on their own). */
export const RELAXED_CODE_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  OTP_IP_HOURLY_LIMIT: '1000',
  OTP_PHONE_HOURLY_LIMIT: '1000',
  OTP_PHONE_HOURLY_CEILING: '1000',
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const errorOf = (body: string) => ApiErrorSchema.parse(JSON.parse(body));

/** Signs a phone in through SendVerification + CheckVerification: the session and its refresh cookie. */
export async function signInByPhone(recorder: ResponseRecorder, dataDir: string, phone: string) {
  expect((await sendCode(recorder, phone)).statusCode).toBe(200);
  const response = await verifyCode(recorder, phone, latestCode(dataDir, phone));
  expect(response.statusCode).toBe(200);
  return { session: LoginSessionSchema.parse(response.json()), cookie: refreshCookieOf(response)! };
}

/** The verificationId cookie CheckVerification set for register-request-token (a new phone verified). */
export function registrationCookieOf(response: LightMyRequestResponse): Record<string, string> {
  const cookie = response.cookies.find(
    (entry) =>
      entry.name === VERIFICATION_COOKIE &&
      entry.path === API_PATHS.registerRequestToken &&
      entry.value !== '',
  );
  if (!cookie) throw new Error('CheckVerification set no registration cookie');
  return { [VERIFICATION_COOKIE]: cookie.value };
}

/**
 * Verifies a new phone and sends register-request-token with the details and the cookie the verification
 * set, as the sign-up page does: the phone and the answer.
 */
export async function registerNewPhone(
  recorder: ResponseRecorder,
  dataDir: string,
  details: Record<string, unknown>,
) {
  const phone = newPhone();
  await sendCode(recorder, phone);
  const verified = await verifyCode(recorder, phone, latestCode(dataDir, phone));
  expect(verified.json()).toEqual({
    verified: true,
    registered: false,
    registerWithinSeconds: REGISTRATION_WINDOW_SECONDS,
  });
  const response = await recorder.inject({
    method: 'POST',
    url: API_PATHS.registerRequestToken,
    payload: { phoneNo: phone, ...details },
    cookies: registrationCookieOf(verified),
  });
  return { phone, response };
}
