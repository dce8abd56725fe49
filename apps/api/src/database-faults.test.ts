import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, ApiErrorSchema, HealthSchema } from '@smartmove/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadEnv } from './config/env.js';
import { CONTACT_MESSAGE } from './test/lead-fixtures.js';
import { demoUsers, type TestUser } from './test/portal-users.js';
import { requestsTo, useTestApp } from './test/test-api.js';
import { createTestApp } from './test/test-app.js';

/**
 * A database that cannot write answers 503 with the JSON error shape, never 500, and GET /health says so;
 * provoked for real: SQLite full (max_page_count) and read-only, PostgreSQL read-only and dropped.
 */

const LONG_CASE = {
  title: 'Payslip missing for October',
  category: 'Payroll',
  priority: 'High',
  // Longer than a page: every case needs new pages.
  description: 'I cannot find my October payslip in the portal. '.repeat(80).slice(0, 4000),
};

async function addCase(app: FastifyInstance, user: TestUser) {
  return requestsTo(app, user).post(API_PATHS.addCase, LONG_CASE);
}

async function health(app: FastifyInstance) {
  const response = await requestsTo(app).get(API_PATHS.health);
  return { statusCode: response.statusCode, body: HealthSchema.parse(response.json()) };
}

function expectUnavailable(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(503);
  expect(ApiErrorSchema.parse(JSON.parse(response.body)).message).toMatch(/temporarily unavailable/);
}

describe('SQLite faults', () => {
  const api = useTestApp('sqlite');
  const { employee } = api.users;

  it('creates the database file and its -wal and -shm files readable by their owner only', async () => {
    expect((await addCase(api.app, employee)).statusCode).toBe(201);
    for (const name of ['app.db', 'app.db-wal', 'app.db-shm']) {
      const mode = fs.statSync(path.join(api.env.DATA_DIR, name)).mode & 0o777;
      expect(mode.toString(8), name).toBe('600');
    }
  });

  it('tightens a database file that an older version left readable by others', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-mode-'));
    const file = path.join(dataDir, 'app.db');
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o644);
    const older = await createTestApp('sqlite', { env: { DATA_DIR: dataDir } });
    try {
      expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
      expect((await health(older.app)).statusCode).toBe(200);
    } finally {
      await older.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 when the database is full (SQLITE_FULL), and /health says it is not writable', async () => {
    const db = api.app.db;
    const [{ page_count: pages } = { page_count: 0 }] = (
      await sql<{ page_count: number }>`pragma page_count`.execute(db)
    ).rows;
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
    try {
      let refused: Awaited<ReturnType<typeof addCase>> | undefined;
      // The free pages inside the file fill first; then every write that needs a page is refused.
      for (let attempt = 0; attempt < 200 && !refused; attempt += 1) {
        const response = await addCase(api.app, employee);
        if (response.statusCode !== 201) refused = response;
      }
      expect(refused).toBeDefined();
      expectUnavailable(refused!);
      // A public form too: whatever it acknowledged is stored, the rest is refused with 503.
      const acknowledged: string[] = [];
      let contactRefused: Awaited<ReturnType<typeof addCase>> | undefined;
      for (let attempt = 0; attempt < 50 && !contactRefused; attempt += 1) {
        const message = `Full disk ${attempt} ${LONG_CASE.description.slice(0, 1000).trim()}`;
        const response = await api.anonymous.post(API_PATHS.addContactUs, {
          ...CONTACT_MESSAGE,
          pro_message: message,
        });
        if (response.statusCode === 200) acknowledged.push(message);
        else contactRefused = response;
      }
      expect(contactRefused).toBeDefined();
      expectUnavailable(contactRefused!);
      const stored = await db.selectFrom('contact_messages').select('message').execute();
      expect(acknowledged.filter((message) => !stored.some((row) => row.message === message))).toEqual([]);
      const checked = await health(api.app);
      expect(checked.statusCode).toBe(503);
      expect(checked.body).toEqual({
        status: 'unavailable',
        database: 'sqlite',
        checks: { database: 'not writable', storage: 'ok' },
        message: 'The database is not writable.',
      });
    } finally {
      await sql.raw('pragma max_page_count = 1073741823').execute(db);
    }
    expect((await addCase(api.app, employee)).statusCode).toBe(201);
    expect((await health(api.app)).statusCode).toBe(200);
  });

  it('answers 503 when the database is read-only (SQLITE_READONLY)', async () => {
    const db = api.app.db;
    await sql`pragma query_only = 1`.execute(db);
    try {
      expectUnavailable(await addCase(api.app, employee));
      const checked = await health(api.app);
      expect(checked.statusCode).toBe(503);
      expect(checked.body.checks).toEqual({ database: 'not writable', storage: 'ok' });
      // Reads still work.
      const cases = await api.as(employee).get(API_PATHS.getCases);
      expect(cases.statusCode).toBe(200);
    } finally {
      await sql`pragma query_only = 0`.execute(db);
    }
    expect((await health(api.app)).body).toEqual({
      status: 'ok',
      database: 'sqlite',
      checks: { database: 'ok', storage: 'ok' },
    });
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('PostgreSQL faults', () => {
  const name = `faults_${randomBytes(5).toString('hex')}`;
  // The app signs in as a role of its own, so that its connection limit can be lowered.
  const role = `${name}_app`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-faults-'));
  let admin: pg.Client;
  let app: FastifyInstance;
  let employee: TestUser;

  const urlOf = (database: string) => {
    const url = new URL(databaseUrl!);
    url.pathname = `/${database}`;
    url.username = role;
    url.password = '';
    url.searchParams.delete('options');
    return url.toString();
  };
  const terminateSessions = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where usename = $1', [role]);
  const build = (database: string) =>
    buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATABASE_URL: urlOf(database),
      }),
      serveWeb: false,
    });

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create role ${role} login`);
    await admin.query(`create database ${name} owner ${role}`);
    app = await build(name);
    [employee] = await demoUsers(app);
  });
  afterAll(async () => {
    await app?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`drop role if exists ${role}`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sessions were cut: the pool's next query on a dead connection may fail once before it reconnects. */
  async function settled<T extends { statusCode: number }>(request: () => Promise<T>): Promise<T> {
    let response = await request();
    for (let attempt = 0; attempt < 5 && response.statusCode === 503; attempt += 1)
      response = await request();
    return response;
  }

  it('refuses to start on a database that does not exist (3D000)', async () => {
    const failure: unknown = await build(`${name}_missing`).then(
      () => undefined,
      (error: unknown) => error,
    );
    const codes: unknown[] = [];
    for (let current = failure as { code?: unknown; cause?: unknown } | undefined; current;) {
      codes.push(current.code);
      current = current.cause as typeof current;
    }
    expect(codes).toContain('3D000');
  });

  it('answers 503 on a read-only database (25006), and /health says it is not writable', async () => {
    expect((await addCase(app, employee)).statusCode).toBe(201);
    await admin.query(`alter database ${name} set default_transaction_read_only = on`);
    await terminateSessions();
    try {
      const response = await addCase(app, employee);
      expectUnavailable(response);
      const checked = await health(app);
      expect(checked.statusCode).toBe(503);
      expect(checked.body).toMatchObject({ status: 'unavailable', database: 'postgres' });
      expect(['not writable', 'unreachable']).toContain(checked.body.checks.database);
      expect((await settled(() => health(app))).body.checks).toEqual({
        database: 'not writable',
        storage: 'ok',
      });
      expectUnavailable(await addCase(app, employee));
    } finally {
      await admin.query(`alter database ${name} reset default_transaction_read_only`);
      await terminateSessions();
    }
    expect((await settled(() => health(app))).statusCode).toBe(200);
    expect((await settled(() => addCase(app, employee))).statusCode).toBe(201);
  });

  it('answers 503 when the server has no connection left for it (53300)', async () => {
    await admin.query(`alter role ${role} connection limit 1`);
    // The app's pool may reconnect (a worker's poll) between the terminate and the squatter's connect: the
    // squatter takes the one connection once it is free.
    let squatter: pg.Client | undefined;
    for (let attempt = 1; !squatter; attempt += 1) {
      await terminateSessions();
      const client = new pg.Client({ connectionString: urlOf(name) });
      try {
        await client.connect();
        squatter = client;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('too many connections')) throw error;
      }
    }
    try {
      expectUnavailable(await addCase(app, employee));
      const checked = await health(app);
      expect(checked.statusCode).toBe(503);
      expect(checked.body.checks).toEqual({ database: 'unreachable', storage: 'ok' });
    } finally {
      await squatter.end();
      await admin.query(`alter role ${role} connection limit -1`);
    }
    expect((await settled(() => health(app))).statusCode).toBe(200);
  });

  it('answers 503 once the database is dropped (3D000), and /health says it is not reachable', async () => {
    await admin.query(`drop database ${name} with (force)`);
    expectUnavailable(await addCase(app, employee));
    const checked = await health(app);
    expect(checked.statusCode).toBe(503);
    expect(checked.body).toEqual({
      status: 'unavailable',
      database: 'postgres',
      checks: { database: 'unreachable', storage: 'ok' },
      message: 'The database is not reachable.',
    });
    expectUnavailable(await requestsTo(app, employee).get(API_PATHS.getCases));
  });
});
