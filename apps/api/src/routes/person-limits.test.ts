import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, ApiErrorSchema, USER_TYPES } from '@smartmove/contract';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { TOO_MANY_REQUESTS_MESSAGE } from '../plugins/application/auth.js';
import { PERSON_UPLOAD_QUOTA_MESSAGE } from '../adapters/upload-quota.js';
import { pngFile } from '../test/lead-fixtures.js';
import { insertUser } from '../test/portal-users.js';
import { describeOnEngines, requestsTo, useTestApps, type TestApi } from '../test/test-api.js';
import { EXPENSE_FIELDS } from '../test/upload-requests.js';
import { PROFILE_IMAGE_FIELD } from './portal/profile.js';

const MiB = 1024 * 1024;
const LIMIT = 3;
/** Two source addresses of one person (and of the other person, who shares the first). */
const FIRST_ADDRESS = '127.0.0.2';
const SECOND_ADDRESS = '127.0.0.3';

const validCase = {
  title: 'Laptop charger broken',
  category: 'Other',
  priority: 'Low',
  description: 'The charger of my laptop stopped working.',
};

/** Every route of the app with its methods, read from the route tree that printRoutes draws. */
function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

const isRead = (method: string) => ['GET', 'HEAD', 'OPTIONS'].includes(method);

/** Writes that answer 401 to a stranger without being signed-in routes: they take no bearer token. */
const NOT_BEARER_ROUTES = new Set([
  // Renews a session from its cookie; limited per address (AUTH_RATE_LIMIT_PER_MINUTE).
  `POST ${API_PATHS.refreshToken}`,
]);

async function expectRateLimited(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(ApiErrorSchema.parse(response.json())).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE });
}

describeOnEngines('per-person limits of signed-in writes', (engine) => {
  const build = useTestApps(engine);

  it('refuses one person past the limit of a route from any address, while another person and other routes go on', async () => {
    const api = await build({ env: { PERSON_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    const { employee, partner } = api.users;
    const addCase = (user: TestApi['users']['employee'], remoteAddress: string) =>
      api.as(user).post(API_PATHS.addCase, validCase, { remoteAddress });
    const casesOf = async (userId: string) =>
      (await api.app.db.selectFrom('support_cases').select('id').where('user_id', '=', userId).execute())
        .length;

    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const response = await addCase(employee, attempt % 2 ? SECOND_ADDRESS : FIRST_ADDRESS);
      expect(response.statusCode, response.body).toBe(201);
    }
    await expectRateLimited(await addCase(employee, SECOND_ADDRESS));
    await expectRateLimited(await addCase(employee, '127.0.0.4'));
    expect(await casesOf(employee.id)).toBe(LIMIT);

    // Another person from the same address, the same person's reads and other writes are not affected.
    expect((await addCase(partner, FIRST_ADDRESS)).statusCode).toBe(201);
    expect(await casesOf(partner.id)).toBe(1);
    expect(
      (await api.as(employee).get(API_PATHS.getCases, undefined, { remoteAddress: FIRST_ADDRESS }))
        .statusCode,
    ).toBe(200);
    const reply = await api
      .as(employee)
      .post(
        API_PATHS.addCaseReply,
        { id: '00000000-0000-4000-8000-000000000000', message: 'Any news?' },
        { remoteAddress: FIRST_ADDRESS },
      );
    expect(reply.statusCode).not.toBe(429);
  });

  it('refuses one person past the total of all routes together, each route within its own limit', async () => {
    const api = await build({
      env: {
        PERSON_RATE_LIMIT_PER_MINUTE: String(LIMIT),
        PERSON_TOTAL_RATE_LIMIT_PER_MINUTE: String(LIMIT + 2),
      },
    });
    const { employee, partner } = api.users;
    const statuses: number[] = [];
    let caseId = '';
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const created = await api
        .as(employee)
        .post(API_PATHS.addCase, validCase, { remoteAddress: FIRST_ADDRESS });
      statuses.push(created.statusCode);
      caseId = created.json<{ id: string }>().id;
    }
    const reply = () =>
      api
        .as(employee)
        .post(API_PATHS.addCaseReply, { id: caseId, body: 'Any news?' }, { remoteAddress: SECOND_ADDRESS });
    for (let attempt = 0; attempt < 2; attempt += 1) statuses.push((await reply()).statusCode);
    expect(statuses).toEqual([201, 201, 201, 200, 200]);
    // The third reply is within the reply route's own limit, but past the person's total.
    await expectRateLimited(await reply());
    expect((await api.as(partner).post(API_PATHS.addCase, validCase)).statusCode).toBe(201);
  });

  it('counts exports and downloads like writes', async () => {
    const api = await build({ env: { PERSON_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    const { recruiter, admin } = api.users;
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const response = await api.as(recruiter).get(API_PATHS.exportInquiries, undefined, {
        remoteAddress: attempt % 2 ? SECOND_ADDRESS : FIRST_ADDRESS,
      });
      expect(response.statusCode).toBe(200);
    }
    await expectRateLimited(await api.as(recruiter).get(API_PATHS.exportInquiries));
    expect((await api.as(admin).get(API_PATHS.exportInquiries)).statusCode).toBe(200);
  });

  it('holds on every signed-in write route the app registers', async () => {
    const api = await build({ env: { PERSON_RATE_LIMIT_PER_MINUTE: '1' } });
    const { admin } = api.users;
    const request = (method: string, url: string, as = api.anonymous) =>
      as.inject({ method: method as 'POST', url: url.replace(/:[^/]+/g, 'x'), payload: {} });

    const signedInWrites: string[] = [];
    const unlimited: string[] = [];
    for (const { method, url } of registeredRoutes(api.app)) {
      const route = `${method} ${url}`;
      if (isRead(method) || NOT_BEARER_ROUTES.has(route)) continue;
      if ((await request(method, url)).statusCode !== 401) continue;
      signedInWrites.push(route);
      // The admin may call any route; the first call counts whatever it answers (a 400 for an empty body).
      await request(method, url, api.as(admin));
      const second = await request(method, url, api.as(admin));
      if (second.statusCode !== 429 || !second.headers['retry-after']) unlimited.push(route);
    }
    expect(signedInWrites).toEqual(
      expect.arrayContaining([
        `POST ${API_PATHS.addCase}`,
        `POST ${API_PATHS.addCaseReply}`,
        `POST ${API_PATHS.updatePerson}`,
        `POST ${API_PATHS.decideApproval}`,
        `POST ${API_PATHS.addExpense}`,
        `POST ${API_PATHS.uploadPayslip}`,
        `POST ${API_PATHS.uploadProfileImage}`,
        `POST ${API_PATHS.retryMail}`,
      ]),
    );
    expect(unlimited).toEqual([]);
  });
});

describeOnEngines('per-person daily upload quota', (engine) => {
  const build = useTestApps(engine);

  it('refuses the upload that crosses it with 429 and Retry-After, storing nothing, from any address', async () => {
    const api = await build({ env: { UPLOAD_PERSON_DAILY_BYTES: String(3 * MiB) } });
    const { employee, admin } = api.users;
    const receipts = path.join(api.env.DATA_DIR, 'uploads', 'receipts');
    const storedReceipts = () => (fs.existsSync(receipts) ? fs.readdirSync(receipts).sort() : []);
    const claimsOf = async (userId: string) =>
      (await api.app.db.selectFrom('expenses').select('id').where('user_id', '=', userId).execute()).length;
    const claim = (user: typeof employee, size: number, remoteAddress: string) =>
      api.as(user).upload(
        API_PATHS.addExpense,
        EXPENSE_FIELDS,
        [
          {
            name: 'receipt',
            filename: 'taxi.pdf',
            contentType: 'application/pdf',
            content: { pdfOfSize: size },
          },
        ],
        { remoteAddress },
      );

    const first = await claim(employee, 2 * MiB, FIRST_ADDRESS);
    expect(first.statusCode, first.body).toBe(201);
    const before = storedReceipts();
    expect(before).toHaveLength(1);

    const crossing = await claim(employee, 2 * MiB, SECOND_ADDRESS);
    expect(crossing.statusCode).toBe(429);
    expect(ApiErrorSchema.parse(crossing.json())).toEqual({ message: PERSON_UPLOAD_QUOTA_MESSAGE });
    const retryAfter = Number(crossing.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(storedReceipts()).toEqual(before);
    expect(await claimsOf(employee.id)).toBe(1);

    // Used up, the person's quota refuses any kind of upload before it is read; another person uploads.
    const image = await api
      .as(employee)
      .upload(
        API_PATHS.uploadProfileImage,
        {},
        [{ name: PROFILE_IMAGE_FIELD, filename: 'me.png', contentType: 'image/png', content: pngFile() }],
        { remoteAddress: '127.0.0.4' },
      );
    expect(image.statusCode).toBe(429);
    expect(image.headers['retry-after']).toBeDefined();
    expect(fs.existsSync(path.join(api.env.DATA_DIR, 'uploads', 'profile-images'))).toBe(false);

    const other = await claim(admin, 2 * MiB, SECOND_ADDRESS);
    expect(other.statusCode, other.body).toBe(201);
    expect(await claimsOf(admin.id)).toBe(1);
  });

  // Two processes sharing Redis (docs/product.md#scale-out), as two apps on one database; a person of the
  // test's own, since the demo users' counts in a shared Redis outlive a run.
  it.runIf(process.env.REDIS_URL)('holds both across two processes that share Redis', async () => {
    const api = await build({
      env: {
        REDIS_URL: process.env.REDIS_URL!,
        PERSON_RATE_LIMIT_PER_MINUTE: String(LIMIT),
        PERSON_TOTAL_RATE_LIMIT_PER_MINUTE: String(LIMIT + 4),
        UPLOAD_PERSON_DAILY_BYTES: String(3 * MiB),
      },
    });
    const person = await insertUser(api.app, USER_TYPES.employee);
    const processes = [requestsTo(api.app, person), requestsTo(await api.restart(), person)];
    const addresses = [FIRST_ADDRESS, SECOND_ADDRESS];

    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
      const through = attempt % 2;
      const response = await processes[through]!.post(API_PATHS.addCase, validCase, {
        remoteAddress: addresses[through]!,
      });
      statuses.push(response.statusCode);
      if (attempt === LIMIT) await expectRateLimited(response);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), 429]);

    const receipt = (size: number) => [
      { name: 'receipt', filename: 'taxi.pdf', contentType: 'application/pdf', content: { pdfOfSize: size } },
    ];
    const first = await processes[0]!.upload(API_PATHS.addExpense, EXPENSE_FIELDS, receipt(2 * MiB));
    expect(first.statusCode, first.body).toBe(201);
    const crossing = await processes[1]!.upload(API_PATHS.addExpense, EXPENSE_FIELDS, receipt(2 * MiB));
    expect(crossing.statusCode).toBe(429);
    expect(ApiErrorSchema.parse(crossing.json())).toEqual({ message: PERSON_UPLOAD_QUOTA_MESSAGE });

    // Six requests so far: the person's total (seven) across both processes lets one more through, of any route.
    const caseReply = { id: '00000000-0000-4000-8000-000000000000', message: 'Any news?' };
    expect((await processes[0]!.post(API_PATHS.addCaseReply, caseReply)).statusCode).not.toBe(429);
    await expectRateLimited(await processes[1]!.post(API_PATHS.addCaseReply, caseReply));
  });
});
