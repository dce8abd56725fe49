import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL schemas of tests that run side by side. Kysely's migrator lists every table of every schema
 * before it takes its own lock, and a table or schema dropped meanwhile fails that listing ("relation … does
 * not exist"), whether a test dropped its schema or another migration rebuilt a table: an app's start (which
 * migrates) and a schema's drop each hold this advisory lock alone.
 */
const SCHEMA_LOCK = 716_052_341;

/** Runs `migrate` (an app's or a server process's start) while no other migrates and no schema is dropped. */
export async function whileMigrating<T>(databaseUrl: string, migrate: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await migrate();
  } finally {
    // Ending the session releases its lock.
    await client.end();
  }
}

/** Drops a test's schema once no migration is listing the tables. */
export async function dropSchema(client: pg.Client, schema: string): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]);
  }
}

/**
 * A new schema of a test's own (`<prefix>_<random>`), with the connection that made it (to read its tables and
 * drop it) and the database URL whose search_path is that schema, for the server processes the test starts.
 */
export async function createSchema(
  databaseUrl: string,
  prefix: string,
): Promise<{ admin: pg.Client; schema: string; url: string }> {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { admin, schema, url: url.toString() };
}
