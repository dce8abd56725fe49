import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env.js';

export interface SmsMessage {
  /** E.164 phone number. */
  to: string;
  body: string;
  /** The code the body carries: only the console provider records it (for local use and tests). */
  code: string;
}

/** Where verification codes go (docs/product.md#sign-in). */
export interface SmsProvider {
  readonly name: 'console' | 'twilio';
  send(message: SmsMessage): Promise<void>;
}

export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

/**
 * Development provider: prints the message and appends {"to","body","code","at"} as one JSON line to
 * DATA_DIR/sms-outbox.jsonl. The only place a code is ever written out: printed for local use (the README's
 * documented way to sign in), but with `showCode` false (production) the log gets only the envelope.
 */
export function createConsoleSmsProvider(
  dataDir: string,
  print: (line: string) => void = (line) => console.log(line),
  now: () => Date = () => new Date(),
  { showCode = true }: { showCode?: boolean } = {},
): SmsProvider {
  const outbox = path.join(dataDir, SMS_OUTBOX_FILE);
  return {
    name: 'console',
    async send({ to, body, code }) {
      print(showCode ? `[sms] to ${to}: ${body}` : `[sms] to ${to} (text in ${outbox})`);
      const line = JSON.stringify({ to, body, code, at: now().toISOString() });
      await fs.promises.mkdir(dataDir, { recursive: true });
      await fs.promises.appendFile(outbox, `${line}\n`, { mode: 0o600 });
    },
  };
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** https://api.twilio.com, or a local fake in tests. */
  apiBase: string;
}

/** Sends through Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json). */
export function createTwilioSmsProvider(config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    config.apiBase,
  );
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send({ to, body }) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, From: config.fromNumber, Body: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        // Twilio answers {code, message, more_info, status}; the message never echoes the SMS body.
        const detail = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
        throw new Error(
          `Twilio refused the message: ${response.status} ${detail.code ?? ''} ${detail.message ?? ''}`,
        );
      }
    },
  };
}

/**
 * The configured provider. Refuses to start with the console provider in production (codes would only
 * reach the server log) unless ALLOW_CONSOLE_SMS_IN_PRODUCTION is set, and with Twilio half-configured.
 */
export function createSmsProvider(env: Env): SmsProvider {
  if (env.SMS_PROVIDER === 'twilio') {
    const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER, TWILIO_API_BASE } = env;
    if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM_NUMBER) {
      throw new Error(
        'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER',
      );
    }
    return createTwilioSmsProvider({
      accountSid: TWILIO_ACCOUNT_SID,
      authToken: TWILIO_AUTH_TOKEN,
      fromNumber: TWILIO_FROM_NUMBER,
      apiBase: TWILIO_API_BASE,
    });
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_CONSOLE_SMS_IN_PRODUCTION) {
    throw new Error(
      'The console SMS provider does not send real messages: set SMS_PROVIDER=twilio in production, ' +
        'or ALLOW_CONSOLE_SMS_IN_PRODUCTION=true to run without SMS on purpose',
    );
  }
  const print = env.LOG_LEVEL === 'silent' ? () => {} : undefined;
  // Allowed in production on purpose, it still never puts a code in the production log.
  return createConsoleSmsProvider(env.DATA_DIR, print, undefined, {
    showCode: env.NODE_ENV !== 'production',
  });
}
