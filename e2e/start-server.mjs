// Starts the built product for the browser tests on a fresh data folder: on an embedded SQLite, or with
// E2E_DATABASE_URL and E2E_PG_SCHEMA on a PostgreSQL schema emptied first.
import fs from 'node:fs';
import pg from 'pg';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
fs.rmSync(dataDir, { recursive: true, force: true });

const databaseUrl = process.env.E2E_DATABASE_URL;
const schema = process.env.E2E_PG_SCHEMA;
if (databaseUrl && schema) {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`E2E_PG_SCHEMA is not a plain name: ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  process.env.DATABASE_URL = url.toString();
} else if (databaseUrl) {
  process.env.DATABASE_URL = databaseUrl;
} else {
  delete process.env.DATABASE_URL;
}
// Each server keeps its anti-abuse counters to itself: shared through Redis (REDIS_URL, as CI sets it for the
// scale-out tests) the sign-ins of the whole suite counted against tests/auth.spec.ts's production limits.
delete process.env.REDIS_URL;
await import('../apps/api/dist/server.js');
