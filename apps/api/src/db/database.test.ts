import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINES, type TestApp } from '../test/test-app.js';
import { MIGRATIONS } from './migrations/index.js';
import { markPrepared, preparedName } from './prepared-statements.js';
import {
  DEMO_BENCH_CANDIDATES,
  DEMO_JOBS,
  DEMO_PROPERTIES,
  DEMO_REALTOR_LEADS,
  DEMO_USERS,
} from './seed-data.js';
import { seedDemoData } from './seed.js';

describe.each(TEST_ENGINES)('database on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
  });
  afterAll(() => testApp.close());

  it('runs every migration at start', async () => {
    const applied = await testApp.app.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((row) => (row as { name: string }).name).sort()).toEqual(
      Object.keys(MIGRATIONS).sort(),
    );
  });

  it.runIf(engine === 'postgres')(
    'commits without waiting for the disk unless PG_SYNCHRONOUS_COMMIT=on',
    async () => {
      const setting = async (db: typeof testApp.app.db) =>
        (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0]
          ?.synchronous_commit;
      expect(await setting(testApp.app.db)).toBe('off');
      const durable = await createTestApp(engine, { env: { PG_SYNCHRONOUS_COMMIT: 'on' } });
      try {
        expect(await setting(durable.app.db)).toBe('on');
      } finally {
        await durable.close();
      }
    },
  );

  it.runIf(engine === 'postgres')(
    'runs a statement marked as prepared by name on each connection, and others unnamed',
    async () => {
      const marked = 'select $1::int + 1 as answer';
      const unmarked = 'select $1::int + 2 as answer';
      markPrepared(marked);
      await testApp.app.db.connection().execute(async (connection) => {
        for (const text of [marked, marked, unmarked]) {
          const { rows } = await connection.executeQuery(CompiledQuery.raw(text, [40]));
          expect(rows).toEqual([{ answer: text === marked ? 41 : 42 }]);
        }
        const prepared = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements`.execute(connection);
        expect(prepared.rows.filter((row) => row.statement === marked)).toEqual([
          { name: preparedName(marked), statement: marked },
        ]);
        expect(prepared.rows.some((row) => row.statement === unmarked)).toBe(false);
      });
    },
  );

  it('keeps the logged fingerprints when the append-only form writes migration is undone and redone', async () => {
    const { db } = testApp.app;
    const migration = MIGRATIONS['0006-append-only-form-writes']!;
    const row = { fingerprint: 'f'.repeat(64), created_at: '2026-11-24T10:00:00.000Z' };
    await db.insertInto('submission_fingerprints').values(row).execute();
    try {
      await migration.down!(db as never);
      await migration.up(db as never);
      const rows = await db
        .selectFrom('submission_fingerprints')
        .select(['fingerprint', 'created_at'])
        .where('fingerprint', '=', row.fingerprint)
        .execute();
      expect(rows).toEqual([row]);
    } finally {
      await db.deleteFrom('submission_fingerprints').where('fingerprint', '=', row.fingerprint).execute();
    }
  });

  it('seeds the demo data', async () => {
    const { db } = testApp.app;
    const jobs = await db.selectFrom('c2c_jobs').select(['job_name', 'title']).orderBy('job_name').execute();
    expect(jobs).toHaveLength(DEMO_JOBS.length);
    expect(new Set(jobs.map((job) => job.job_name)).size).toBe(DEMO_JOBS.length);
    expect(jobs.every((job) => /^[a-z0-9-]+$/.test(job.job_name))).toBe(true);
    const bench = await db.selectFrom('bench_candidates').select('id').execute();
    expect(bench).toHaveLength(5);
    const users = await db.selectFrom('users').select(['phone', 'user_type']).orderBy('phone').execute();
    expect(users).toEqual(DEMO_USERS.map((user) => ({ phone: user.phone, user_type: user.user_type })));
    const properties = await db.selectFrom('properties').select(['latitude', 'longitude']).execute();
    expect(properties).toHaveLength(DEMO_PROPERTIES.length);
    // South-western United States.
    for (const property of properties) {
      expect(property.latitude).toBeGreaterThan(31);
      expect(property.latitude).toBeLessThan(38);
      expect(property.longitude).toBeLessThan(-104);
    }
    const leads = await db.selectFrom('realtor_leads').select('price').execute();
    expect(leads).toHaveLength(DEMO_REALTOR_LEADS.length);
  });

  it('seeds idempotently: a second seed and a restart add nothing', async () => {
    await seedDemoData(testApp.app.db);
    const restarted = await testApp.restart();
    const count = async (table: 'c2c_jobs' | 'bench_candidates' | 'users') =>
      (await restarted.db.selectFrom(table).select('id').execute()).length;
    expect(await count('c2c_jobs')).toBe(DEMO_JOBS.length);
    expect(await count('bench_candidates')).toBe(DEMO_BENCH_CANDIDATES.length);
    expect(await count('users')).toBe(DEMO_USERS.length);
  });
});
