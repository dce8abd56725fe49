import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, AUTH_MESSAGES, CAPTCHA_TOKEN_HEADER } from '@smartmove/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../config/env.js';
import { solveCaptcha } from '../test/lead-fixtures.js';
import { describeOnEngines, useTestApp } from '../test/test-api.js';
import {
  createConsoleSmsProvider,
  createSmsProvider,
  createTwilioSmsProvider,
  SMS_OUTBOX_FILE,
} from './sms-provider.js';

interface ReceivedRequest {
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/** A local stand-in for Twilio's Messages API: 201 with a message resource, or the error it is told. */
async function startFakeTwilio() {
  const received: ReceivedRequest[] = [];
  let failWith: number | undefined;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: new URLSearchParams(body),
      });
      response.setHeader('content-type', 'application/json');
      if (failWith) {
        response.statusCode = failWith;
        response.end(
          JSON.stringify({ code: 21211, message: "The 'To' number is not valid.", status: failWith }),
        );
        return;
      }
      response.statusCode = 201;
      response.end(JSON.stringify({ sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failNextWith(status: number | undefined) {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const tempDirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-sms-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('console SMS provider', () => {
  it('prints the message and appends {to, body, code, at} as one JSON line', async () => {
    const dataDir = tempDir();
    const printed: string[] = [];
    const provider = createConsoleSmsProvider(
      dataDir,
      (line) => printed.push(line),
      () => new Date('2030-05-01T10:00:00Z'),
    );
    await provider.send({ to: '+12015550123', body: 'Your code is 123456', code: '123456' });
    await provider.send({ to: '+919876543210', body: 'Your code is 654321', code: '654321' });
    expect(printed).toEqual([
      '[sms] to +12015550123: Your code is 123456',
      '[sms] to +919876543210: Your code is 654321',
    ]);
    const lines = fs.readFileSync(path.join(dataDir, SMS_OUTBOX_FILE), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { to: '+12015550123', body: 'Your code is 123456', code: '123456', at: '2030-05-01T10:00:00.000Z' },
      { to: '+919876543210', body: 'Your code is 654321', code: '654321', at: '2030-05-01T10:00:00.000Z' },
    ]);
  });

  it('refuses to start in production unless explicitly allowed', () => {
    const dataDir = tempDir();
    expect(() => createSmsProvider(loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir }))).toThrow(
      /console SMS provider/,
    );
    const allowed = createSmsProvider(
      loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true' }),
    );
    expect(allowed.name).toBe('console');
    expect(createSmsProvider(loadEnv({ DATA_DIR: dataDir })).name).toBe('console');
  });

  it('prints the code in development only: allowed in production, the log gets the envelope', async () => {
    const dataDir = tempDir();
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    try {
      const message = { to: '+12015550123', body: 'Your code is 482915', code: '482915' };
      await createSmsProvider(
        loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true' }),
      ).send(message);
      await createSmsProvider(loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir })).send(message);
      expect(printed).toEqual([
        `[sms] to +12015550123 (text in ${path.join(dataDir, SMS_OUTBOX_FILE)})`,
        '[sms] to +12015550123: Your code is 482915',
      ]);
      // The outbox file, readable by this user only, still has it both times.
      expect(fs.readFileSync(path.join(dataDir, SMS_OUTBOX_FILE), 'utf8').match(/482915/g)).toHaveLength(4);
    } finally {
      log.mockRestore();
    }
  });
});

describe('Twilio SMS provider', () => {
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(() => twilio.close());

  it("posts To, From and Body to the account's Messages resource with basic auth", async () => {
    const provider = createTwilioSmsProvider({
      accountSid: 'AC123',
      authToken: 'secret-token',
      fromNumber: '+15005550006',
      apiBase: twilio.apiBase,
    });
    await provider.send({ to: '+12015550123', body: 'Your code is 123456', code: '123456' });
    const request = twilio.received.at(-1)!;
    expect(request.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request.form)).toEqual({
      To: '+12015550123',
      From: '+15005550006',
      Body: 'Your code is 123456',
    });
  });

  it('throws when Twilio refuses the message', async () => {
    const provider = createTwilioSmsProvider({
      accountSid: 'AC123',
      authToken: 'secret-token',
      fromNumber: '+15005550006',
      apiBase: twilio.apiBase,
    });
    twilio.failNextWith(400);
    await expect(provider.send({ to: '+12015550123', body: 'x', code: '000000' })).rejects.toThrow(/21211/);
    twilio.failNextWith(undefined);
  });

  it('needs its credentials when selected', () => {
    expect(() => createSmsProvider(loadEnv({ SMS_PROVIDER: 'twilio', DATA_DIR: tempDir() }))).toThrow(
      /TWILIO_ACCOUNT_SID/,
    );
  });

  describeOnEngines('SendVerification through Twilio', (engine) => {
    const api = useTestApp(engine, () => ({
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC999',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM_NUMBER: '+15005550006',
        TWILIO_API_BASE: twilio.apiBase,
      },
    }));
    it('sends the code by Twilio; a refused message answers 503 and does not hold the cooldown', async () => {
      const send = async () =>
        api.anonymous.post(
          API_PATHS.sendVerification,
          { phoneNo: '+12015550177' },
          { headers: { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app) } },
        );
      twilio.failNextWith(503);
      const refused = await send();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: AUTH_MESSAGES.smsFailed });

      twilio.failNextWith(undefined);
      const sent = await send();
      expect(sent.statusCode).toBe(200);
      const request = twilio.received.at(-1)!;
      expect(request.url).toBe('/2010-04-01/Accounts/AC999/Messages.json');
      expect(request.form.get('To')).toBe('+12015550177');
      expect(request.form.get('Body')).toMatch(/SmartMove verification code is \d{6}\./);
      // Only the console provider writes an outbox.
      expect(fs.existsSync(path.join(api.env.DATA_DIR, SMS_OUTBOX_FILE))).toBe(false);
    });
  });
});
