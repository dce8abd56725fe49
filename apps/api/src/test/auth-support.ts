import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, CAPTCHA_TOKEN_HEADER, USER_TYPES } from '@smartmove/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SMS_OUTBOX_FILE } from '../services/sms-provider.js';
import { solveCaptcha } from './lead-fixtures.js';
import { REFRESH_COOKIE } from '../routes/public/auth.js';

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

/** POST SendVerification from the address, with a freshly solved captcha (or the given token). */
export async function sendCode(
  recorder: ResponseRecorder,
  phone: string,
  remoteAddress = '127.0.0.1',
  captchaToken?: string,
): Promise<LightMyRequestResponse> {
  return recorder.inject({
    method: 'POST',
    url: API_PATHS.sendVerification,
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken ?? (await solveCaptcha(recorder.app())) },
    payload: { phoneNo: phone },
    remoteAddress,
  });
}

export async function verifyCode(
  recorder: ResponseRecorder,
  phone: string,
  code: string,
  field: 'phoneNo' | 'phoneNumber' = 'phoneNumber',
): Promise<LightMyRequestResponse> {
  return recorder.inject({
    method: 'POST',
    url: API_PATHS.checkVerification,
    payload: { [field]: phone, code, userType: USER_TYPES.employee },
  });
}

/** A code different from `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
