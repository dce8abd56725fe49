import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, MESSAGE_TYPES, RESUME_FILE_FIELD, USER_TYPES } from '@smartmove/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_FIELD } from './routes/portal/profile.js';
import { latestCode } from './test/auth-support.js';
import {
  CONSULTATION_REQUEST,
  FAST_CAPTCHA_ENV,
  JOB_APPLICATION_FIELDS,
  pdfFile,
  pngFile,
} from './test/lead-fixtures.js';
import { startS3Server, type TestS3Server } from './test/s3-server.js';
import { startServerProcess, type ServerProcess } from './test/server-process.js';
import { dropSchema } from './test/pg-schemas.js';
import { EXPENSE_FIELDS } from './test/upload-requests.js';

/**
 * Scale-out (docs/product.md#scale-out): two API processes, each with a DATA_DIR of its own, on one PostgreSQL, one
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
  let s3: TestS3Server;

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

  /** Signs the demo employee in: the code sent through one process, verified through another. */
  async function signIn({
    sendThrough,
    verifyThrough,
    clientIp,
  }: {
    sendThrough: number;
    verifyThrough: number;
    clientIp: string;
  }): Promise<string> {
    const sent = await postJson(
      sendThrough,
      API_PATHS.sendVerification,
      { phoneNo: DEMO_EMPLOYEE_PHONE },
      { 'x-forwarded-for': clientIp, 'x-captcha-token': await solvedCaptcha(verifyThrough, clientIp) },
    );
    expect(sent.status).toBe(200);
    const { verificationId } = (await sent.json()) as { verificationId: string };
    const code = latestCode(dataDirs[sendThrough]!, DEMO_EMPLOYEE_PHONE);
    const verified = await postJson(
      verifyThrough,
      API_PATHS.checkVerification,
      { phoneNumber: DEMO_EMPLOYEE_PHONE, code, userType: USER_TYPES.employee, verificationId },
      { 'x-forwarded-for': clientIp },
    );
    expect(verified.status).toBe(200);
    return ((await verified.json()) as { token: string }).token;
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
    const shared: Record<string, string> = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: REDIS_URL!,
      TRUST_PROXY: 'true',
      FORM_RATE_LIMIT_PER_MINUTE: String(FORM_LIMIT),
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      ...FAST_CAPTCHA_ENV,
    };
    s3 = await startS3Server();
    Object.assign(shared, s3.env);
    // One after the other: the first runs the migrations and the seed.
    servers.push(await startServerProcess({ ...shared, DATA_DIR: dataDirs[0]! }));
    servers.push(await startServerProcess({ ...shared, DATA_DIR: dataDirs[1]! }));
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    servers = [];
    await s3.close();
    await dropSchema(admin, schema);
    await admin.end();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an SMS code and a captcha sent through one sign in through the other, and its token works on the first', async () => {
    const token = await signIn({ sendThrough: 0, verifyThrough: 1, clientIp: newClientIp() });
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

  it('a resume, a receipt and a profile image uploaded through one are read through the other', async () => {
    const clientIp = newClientIp();
    const token = await signIn({ sendThrough: 1, verifyThrough: 1, clientIp });
    const auth = { authorization: `Bearer ${token}` };

    const image = pngFile();
    const imageForm = new FormData();
    imageForm.append(PROFILE_IMAGE_FIELD, new Blob([image], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(url(0, API_PATHS.uploadProfileImage), {
      method: 'POST',
      headers: auth,
      body: imageForm,
    });
    expect(uploaded.status).toBe(200);
    const imageRead = await fetch(url(1, API_PATHS.getProfileImage), { headers: auth });
    expect(imageRead.status).toBe(200);
    expect(Buffer.from(await imageRead.arrayBuffer()).equals(image)).toBe(true);

    const receipt = pdfFile(2048);
    const claimForm = new FormData();
    for (const [name, value] of Object.entries(EXPENSE_FIELDS)) claimForm.append(name, value);
    claimForm.append('receipt', new Blob([receipt], { type: 'application/pdf' }), 'taxi.pdf');
    const claimed = await fetch(url(1, API_PATHS.addExpense), {
      method: 'POST',
      headers: auth,
      body: claimForm,
    });
    expect(claimed.status).toBe(201);
    const { id: claimId } = (await claimed.json()) as { id: string };
    const receiptRead = await fetch(url(0, `${API_PATHS.getExpenseReceipt}?id=${claimId}`), {
      headers: auth,
    });
    expect(receiptRead.status).toBe(200);
    expect(Buffer.from(await receiptRead.arrayBuffer()).equals(receipt)).toBe(true);

    // Resumes are read by the firm's staff (issue "Back office I"); until then the other process's view is
    // the shared database row and the object it names in the shared bucket.
    const resume = pdfFile(4096);
    const email = `scale.${randomBytes(4).toString('hex')}@example.com`;
    const applyForm = new FormData();
    for (const [name, value] of Object.entries({ ...JOB_APPLICATION_FIELDS, Email: email })) {
      applyForm.append(name, value);
    }
    applyForm.append(RESUME_FILE_FIELD, new Blob([resume], { type: 'application/pdf' }), 'cv.pdf');
    const applied = await fetch(url(0, API_PATHS.uaSubmitCandidate), {
      method: 'POST',
      headers: { 'x-forwarded-for': clientIp, 'x-captcha-token': await solvedCaptcha(1, clientIp) },
      body: applyForm,
    });
    expect(applied.status).toBe(200);
    const { rows } = await admin.query<{ resume_file_name: string }>(
      `select resume_file_name from ${schema}.job_applications where email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect((await s3.read(rows[0]!.resume_file_name))?.equals(resume)).toBe(true);
    // Nothing of it was written to either process's own folder.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads', 'resumes'))).toBe(false);
  });
});
