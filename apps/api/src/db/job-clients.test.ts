import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createSchema, dropSchema, whileMigrating } from '../test/pg-schemas.js';
import { TEST_ENGINES } from '../test/test-app.js';
import { migrateToLatest, openDatabase, type DatabaseEngine } from './database.js';
import { MIGRATIONS } from './migrations/index.js';
import type { Database } from './schema.js';

const AT = '2026-11-01T09:00:00.000Z';

/** Jobs and submittals as 0057 stored them (the client by name only), migrated to the latest. */
async function linkedAfterMigration(db: Kysely<Database>, engine: DatabaseEngine, schema?: string) {
  const provider = { getMigrations: () => Promise.resolve(MIGRATIONS) };
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const before = await migrator.migrateTo('0060-vendor-bills');
  if (before.error) throw before.error;
  const legacy = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await legacy
    .insertInto('clients')
    .values({
      id: 'c1',
      name: 'Contoso  Retail',
      name_key: 'contoso retail',
      billing_emails: 'ap@contoso.example',
      address: '1 Main Street',
      country: 'US',
      state: 'WA',
      gstin: null,
      sac: '998314',
      entity: 'seattle',
      currency: 'USD',
      payment_terms_days: 30,
      invoice_period: 'monthly',
      created_at: AT,
      updated_at: AT,
      created_by: null,
      generated_at: null,
    })
    .execute();
  const job = (id: string, endClient: string | null) => ({
    id,
    job_name: id,
    title: 'Engineer',
    location: 'Seattle, WA',
    description: 'x',
    skills: 'SQL',
    rate: '$80/hr',
    remote: 0,
    posted_on: '2026-11-01',
    end_client: endClient,
  });
  await legacy
    .insertInto('c2c_jobs')
    .values([job('j1', ' CONTOSO retail '), job('j2', 'Fabrikam'), job('j3', null)])
    .execute();
  const submittal = (id: string, jobId: string, clientKey: string | null) => ({
    id,
    candidate_source: 'application',
    candidate_id: 'a1',
    candidate_name: 'A Candidate',
    candidate_email: 'a@example.com',
    candidate_phone: '',
    email_key: 'a@example.com',
    phone_key: null,
    job_id: jobId,
    end_client: clientKey,
    client_key: clientKey,
    bill_rate: 9500,
    currency: 'USD',
    state: 'waiting_for_consent',
    created_by: null,
    created_by_name: 'Rita Recruiter',
    created_at: AT,
    updated_at: AT,
    consent_expires_at: AT,
  });
  await legacy
    .insertInto('submittals')
    .values([submittal('s1', 'j1', 'contoso retail'), submittal('s2', 'j2', 'fabrikam')])
    .execute();
  await migrateToLatest(db, engine, schema);
  const jobs = await db.selectFrom('c2c_jobs').select(['id', 'client_id']).orderBy('id').execute();
  const submittals = await db.selectFrom('submittals').select(['id', 'client_id']).orderBy('id').execute();
  return { jobs, submittals };
}

describe.each(TEST_ENGINES)('jobs name their client (migration 0061) on %s', (engine) => {
  it('links the jobs and submittals stored by end client name to the client of that name', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-job-clients-'));
    const databaseUrl = process.env.DATABASE_URL;
    const pgSchema =
      engine === 'postgres' && databaseUrl ? await createSchema(databaseUrl, 'jobclients') : undefined;
    const handle = openDatabase({
      databaseUrl: pgSchema?.url,
      dataDir,
      ...(pgSchema ? { pgSchema: pgSchema.schema } : {}),
    });
    try {
      const run = () => linkedAfterMigration(handle.db, engine, pgSchema?.schema);
      const { jobs, submittals } =
        databaseUrl && pgSchema ? await whileMigrating(databaseUrl, run) : await run();
      expect(jobs).toEqual([
        { id: 'j1', client_id: 'c1' },
        { id: 'j2', client_id: null },
        { id: 'j3', client_id: null },
      ]);
      expect(submittals).toEqual([
        { id: 's1', client_id: 'c1' },
        { id: 's2', client_id: null },
      ]);
    } finally {
      await handle.close();
      if (pgSchema) {
        await dropSchema(pgSchema.admin, pgSchema.schema);
        await pgSchema.admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
