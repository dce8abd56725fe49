import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINES, type TestApp } from '../test/test-app.js';
import { newFormRecordId } from '../repositories/form-records-repository.js';
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

  it("moves the records' fingerprints back into the log when migration 0007 is undone, and redoes it", async () => {
    const { db } = testApp.app;
    const message = {
      id: newFormRecordId(),
      message_type: 166110000,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      message: 'Migrated',
      partner_reference: '',
      employee_reference: '',
      created_at: '2026-11-24T10:00:00.000Z',
      submission_fingerprint: 'f'.repeat(64),
    };
    await db.insertInto('contact_messages').values(message).execute();
    const logged = () =>
      sql<{ fingerprint: string; created_at: string }>`select fingerprint, created_at
        from submission_fingerprints where fingerprint = ${message.submission_fingerprint}`.execute(db);
    try {
      await MIGRATIONS['0007-fingerprints-in-records']!.down!(db as never);
      expect((await logged()).rows).toEqual([
        { fingerprint: message.submission_fingerprint, created_at: message.created_at },
      ]);
      // The migration before it keeps the log's rows both ways.
      await MIGRATIONS['0006-append-only-form-writes']!.down!(db as never);
      await MIGRATIONS['0006-append-only-form-writes']!.up(db as never);
      expect((await logged()).rows).toHaveLength(1);
    } finally {
      await MIGRATIONS['0007-fingerprints-in-records']!.up(db as never);
    }
    const kept = await db
      .selectFrom('contact_messages')
      .select(['message', 'submission_fingerprint'])
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    // The log's rows cannot be matched to their records again.
    expect(kept).toEqual({ message: 'Migrated', submission_fingerprint: null });
    await db.deleteFrom('contact_messages').where('id', '=', message.id).execute();
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
