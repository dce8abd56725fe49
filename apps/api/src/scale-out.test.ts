import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, MESSAGE_TYPES, USER_TYPES } from '@smartmove/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_FIELD } from './routes/auth-profile.js';
import { latestCode } from './routes/auth-test-support.js';
import { CONSULTATION_REQUEST, FAST_CAPTCHA_ENV, pngFile } from './test/lead-fixtures.js';
import { startServerProcess, type ServerProcess } from './test/server-process.js';

/**
 * Scale-out (decisions §5): two API processes, each with a DATA_DIR of its own, on one PostgreSQL, one
 * Redis and one S3 server serve every request alike. Runs when DATABASE_URL and REDIS_URL are set (CI).
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const FORM_LIMIT = 4;
const DEMO_EMPLOYEE_PHONE = '+12015550123';

/** A client address of its own per test, told to the servers through X-Forwarded-For (TRUST_PROXY=true). */
function newClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

describe.runIf(DATABASE_URL && REDIS_URL)('two API processes on one PostgreSQL, Redis and S3', () => {
  const schema = `scale_${randomBytes(5).toString('hex')}`;
  const dataDirs: string[] = [];
  let admin: pg.Client;
  let servers: ServerProcess[] = [];

  const url = (index: number, pathAndQuery: string) => `${servers[index]!.url}${pathAndQuery}`;

  async function solvedCaptcha(index: number, clientIp: string): Promise<string> {
    const response = await fetch(url(index, API_PATHS.captchaChallenge), {
      headers: { 'x-forwarded-for': clientIp },
    });
    const challenge = (await response.json()) as Parameters<typeof solveChallenge>[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve the captcha challenge');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  function postJson(index: number, apiPath: string, body: unknown, headers: Record<string, string> = {}) {
    return fetch(url(index, apiPath), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const databaseUrl = new URL(DATABASE_URL!);
    databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
    for (let index = 0; index < 2; index += 1) {
      dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), `smartmove-scale-${index}-`)));
    }
    const shared = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: REDIS_URL!,
      TRUST_PROXY: 'true',
      FORM_RATE_LIMIT_PER_MINUTE: String(FORM_LIMIT),
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      ...FAST_CAPTCHA_ENV,
    };
    // One after the other: the first runs the migrations and the seed.
    servers.push(await startServerProcess({ ...shared, DATA_DIR: dataDirs[0]! }));
    servers.push(await startServerProcess({ ...shared, DATA_DIR: dataDirs[1]! }));
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    servers = [];
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an SMS code sent through one signs in through the other, and its token works on the first', async () => {
    const clientIp = newClientIp();
    const sent = await postJson(
      0,
      API_PATHS.sendVerification,
      { phoneNo: DEMO_EMPLOYEE_PHONE },
      { 'x-forwarded-for': clientIp, 'x-captcha-token': await solvedCaptcha(1, clientIp) },
    );
    expect(sent.status).toBe(200);
    const code = latestCode(dataDirs[0]!, DEMO_EMPLOYEE_PHONE);

    const verified = await postJson(
      1,
      API_PATHS.checkVerification,
      { phoneNumber: DEMO_EMPLOYEE_PHONE, code, userType: USER_TYPES.employee },
      { 'x-forwarded-for': clientIp },
    );
    expect(verified.status).toBe(200);
    const { token } = (await verified.json()) as { token: string };

    const profile = await fetch(url(0, API_PATHS.getProfile), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    // No secret was generated into either data folder: both read the one in the database.
    for (const dir of dataDirs)
      expect(fs.readdirSync(dir).filter((name) => name.endsWith('secret'))).toEqual([]);
  });

  it('a captcha issued through one is accepted by the other, and only once', async () => {
    const clientIp = newClientIp();
    const token = await solvedCaptcha(0, clientIp);
    const request = {
      ...CONSULTATION_REQUEST,
      pro_message: `Scale-out consultation ${randomBytes(4).toString('hex')}`,
    };
    const headers = { 'x-forwarded-for': clientIp, 'x-captcha-token': token };
    expect((await postJson(1, API_PATHS.addContactUs, request, headers)).status).toBe(200);
    const replayed = await postJson(
      0,
      API_PATHS.addContactUs,
      { ...request, pro_message: 'Another one' },
      headers,
    );
    expect(replayed.status).toBe(400);
  });

  it('a rate limit counts the requests to both', async () => {
    const clientIp = newClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= FORM_LIMIT; attempt += 1) {
      const response = await postJson(
        attempt % 2,
        API_PATHS.addContactUs,
        {
          pro_firstname: 'Rate',
          pro_lastname: 'Limit',
          pro_email: 'rate.limit@example.com',
          pro_message: `Message ${attempt} ${randomBytes(4).toString('hex')}`,
          pro_messagetype: MESSAGE_TYPES.contact,
        },
        { 'x-forwarded-for': clientIp },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(FORM_LIMIT).fill(200), 429]);
  });

  it('an identical submission sent to both at once is stored once', async () => {
    const message = `Twin message ${randomBytes(6).toString('hex')}`;
    const body = {
      pro_firstname: 'Twin',
      pro_lastname: 'Sender',
      pro_email: 'twin.sender@example.com',
      pro_message: message,
      pro_messagetype: MESSAGE_TYPES.contact,
    };
    const answers = await Promise.all(
      [0, 1, 0, 1].map((index) =>
        postJson(index, API_PATHS.addContactUs, body, { 'x-forwarded-for': newClientIp() }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const stored = await admin.query(
      `select count(*)::int as count from ${schema}.contact_messages where message = $1`,
      [message],
    );
    expect(stored.rows[0]).toEqual({ count: 1 });
  });

  it('a profile image uploaded through one is read through the other', async () => {
    const clientIp = newClientIp();
    const sent = await postJson(
      1,
      API_PATHS.sendVerification,
      { phoneNo: DEMO_EMPLOYEE_PHONE },
      { 'x-forwarded-for': clientIp, 'x-captcha-token': await solvedCaptcha(1, clientIp) },
    );
    expect(sent.status).toBe(200);
    const verified = await postJson(
      1,
      API_PATHS.checkVerification,
      {
        phoneNumber: DEMO_EMPLOYEE_PHONE,
        code: latestCode(dataDirs[1]!, DEMO_EMPLOYEE_PHONE),
        userType: USER_TYPES.employee,
      },
      { 'x-forwarded-for': clientIp },
    );
    const { token } = (await verified.json()) as { token: string };
    const image = pngFile();
    const form = new FormData();
    form.append(PROFILE_IMAGE_FIELD, new Blob([image], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(url(0, API_PATHS.uploadProfileImage), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const read = await fetch(url(1, API_PATHS.getProfileImage), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(image)).toBe(true);
  });
});
