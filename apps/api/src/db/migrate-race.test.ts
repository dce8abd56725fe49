import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropSchema, whileMigrating } from '../test/pg-schemas.js';
import { isCatalogRace, migrateToLatest, openDatabase } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

const databaseUrl = process.env.DATABASE_URL;

describe('migrating while another process migrates', () => {
  it('tells a table or column dropped under the listing from other errors', () => {
    expect(isCatalogRace(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }))).toBe(
      true,
    );
    expect(isCatalogRace(Object.assign(new Error('column "y" does not exist'), { code: '42703' }))).toBe(
      true,
    );
    expect(isCatalogRace(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isCatalogRace(new Error('no code'))).toBe(false);
  });

  // Another process changing its tables meanwhile (a second instance migrating, another schema of the
  // database): Kysely's listing of every table and column, before its own lock, can find one gone.
  it.skipIf(!databaseUrl)('lists the tables again when a column is dropped under the listing', async () => {
    const schema = `race_${randomBytes(5).toString('hex')}`;
    const churn = `churn_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    const changer = new pg.Client({ connectionString: databaseUrl });
    await Promise.all([admin.connect(), changer.connect()]);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-race-'));
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const handle = openDatabase({ databaseUrl: url.toString(), dataDir, pgSchema: schema });
    try {
      await admin.query(`create schema ${schema}`);
      await admin.query(`create schema ${churn}`);
      await admin.query(`create table ${churn}.wide (id serial primary key)`);
      // Other test files' schemas stay out of it (pg-schemas.ts): only this one changes under the listing.
      await whileMigrating(databaseUrl!, async () => {
        await migrateToLatest(handle.db, 'postgres', schema);
        // A migration's worth of changes: a column added and dropped 60 times, while this process starts again
        // and again (each start lists every table and column first).
        let changing = true;
        const changes = (async () => {
          for (let index = 0; index < 60; index += 1) {
            await changer.query(`alter table ${churn}.wide add column c${index} serial`);
            await changer.query(`alter table ${churn}.wide drop column c${index}`);
          }
        })().finally(() => (changing = false));
        const starts = (async () => {
          while (changing) await migrateToLatest(handle.db, 'postgres', schema);
        })();
        await Promise.all([changes, starts]);
      });
      const applied = await admin.query<{ name: string }>(`select name from ${schema}.kysely_migration`);
      expect(applied.rows.map((row) => row.name).sort()).toEqual(Object.keys(MIGRATIONS).sort());
    } finally {
      await handle.close();
      await dropSchema(admin, churn);
      await dropSchema(admin, schema);
      await Promise.all([admin.end(), changer.end()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
