import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createSchema, dropSchema, whileMigrating } from '../test/pg-schemas.js';
import { TEST_ENGINES } from '../test/test-app.js';
import { migrateToLatest, openDatabase, type DatabaseEngine } from './database.js';
import { MIGRATIONS } from './migrations/index.js';
import type { Database } from './schema.js';

/** Amounts as claims stored them (doubles), each with the cents it was typed as. */
const STORED_AMOUNTS: [number, number][] = [
  [0.01, 1],
  [0.1, 10],
  [0.29, 29],
  [0.57, 57],
  [1.005 - 0.005, 100],
  [12.5, 1250],
  [42.35, 4235],
  [1042.57, 104_257],
  [4.35 * 3, 1305],
  [999_999.99, 99_999_999],
  [1_000_000, 100_000_000],
];

async function amountsAfterMigration(db: Kysely<Database>, engine: DatabaseEngine, schema?: string) {
  const provider = { getMigrations: () => Promise.resolve(MIGRATIONS) };
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const before = await migrator.migrateTo('0046-billing');
  if (before.error) throw before.error;
  const legacy = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await legacy
    .insertInto('users')
    .values({ id: 'u1', phone: '+1', name: 'A', email: 'a@example.com', user_type: 1, created_at: 'now' })
    .execute();
  await legacy
    .insertInto('expenses')
    .values(
      STORED_AMOUNTS.map(([amount], index) => ({
        id: `e${String(index).padStart(2, '0')}`,
        user_id: 'u1',
        expense_date: '2026-01-01',
        category: 'Travel',
        amount,
        currency: 'USD',
        description: 'x',
        receipt_file_name: 'r',
        receipt_original_name: 'r',
        receipt_mime_type: 'image/png',
        receipt_size: 1,
        status: 'submitted',
        created_at: 'now',
      })),
    )
    .execute();
  await migrateToLatest(db, engine, schema);
  const rows = await db.selectFrom('expenses').select(['id', 'amount_minor']).orderBy('id').execute();
  const columns = await sql<{ name: string }>`${
    engine === 'sqlite'
      ? sql`select name from pragma_table_info('expenses')`
      : sql`select column_name as name from information_schema.columns where table_name = 'expenses' and table_schema = ${schema}`
  }`.execute(db);
  return {
    amounts: rows.map((row) => Number(row.amount_minor)),
    columns: columns.rows.map((row) => row.name),
  };
}

describe.each(TEST_ENGINES)('claims in minor units (migration 0047) on %s', (engine) => {
  it('converts every stored amount to exactly the cents typed, and drops the double', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-minor-'));
    const databaseUrl = process.env.DATABASE_URL;
    const pgSchema =
      engine === 'postgres' && databaseUrl ? await createSchema(databaseUrl, 'minor') : undefined;
    const handle = openDatabase({
      databaseUrl: pgSchema?.url,
      dataDir,
      ...(pgSchema ? { pgSchema: pgSchema.schema } : {}),
    });
    try {
      const run = () => amountsAfterMigration(handle.db, engine, pgSchema?.schema);
      const { amounts, columns } =
        databaseUrl && pgSchema ? await whileMigrating(databaseUrl, run) : await run();
      expect(amounts).toEqual(STORED_AMOUNTS.map(([, cents]) => cents));
      expect(columns).toContain('amount_minor');
      expect(columns).toContain('bill_to_client_id');
      expect(columns).not.toContain('amount');
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
