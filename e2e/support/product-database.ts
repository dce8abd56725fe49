import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import pg from 'pg';

type Value = string | number | null;

/** Where the product under test keeps its data: its SQLite file, or its PostgreSQL schema (playwright.config.ts). */
function productDatabase(
  testInfo: TestInfo,
): { engine: 'postgres'; url: string; schema: string } | { engine: 'sqlite'; file: string } {
  const baseURL = testInfo.project.use.baseURL;
  if (testInfo.project.name === 'postgres') {
    const databaseUrl = process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!databaseUrl || !baseURL) throw new Error('the postgres project needs DATABASE_URL and a baseURL');
    return { engine: 'postgres', url: databaseUrl, schema: `e2e_${new URL(baseURL).port}` };
  }
  const dataDir = (testInfo.project.metadata as { dataDir?: string }).dataDir ?? process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return { engine: 'sqlite', file: path.join(dataDir, 'app.db') };
}

/** Runs `run` with a client of the product's PostgreSQL server. */
async function onPostgres<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Runs `run` on the product's SQLite file. */
function onSqlite<T>(file: string, run: (db: Database.Database) => T): T {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    return run(db);
  } finally {
    db.close();
  }
}

/**
 * Writes rows straight into a table of the product under test, for what no screen or API makes: a failed
 * delivery, years of audit lines.
 */
export async function insertRows(
  testInfo: TestInfo,
  table: string,
  columns: readonly string[],
  rows: readonly Value[][],
): Promise<void> {
  const database = productDatabase(testInfo);
  if (database.engine === 'postgres') {
    const placeholders = columns.map((_column, index) => `$${index + 1}`).join(', ');
    await onPostgres(database.url, async (client) => {
      for (const values of rows) {
        await client.query(
          `insert into ${database.schema}.${table} (${columns.join(', ')}) values (${placeholders})`,
          values,
        );
      }
    });
    return;
  }
  onSqlite(database.file, (db) => {
    const insert = db.prepare(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    );
    db.transaction(() => {
      for (const values of rows) insert.run(...values);
    })();
  });
}

/**
 * Whether an account holds the phone, read from the product's database: the API tells nobody but the holder
 * of the code sent to the phone.
 */
export async function phoneHasAccount(testInfo: TestInfo, phone: string): Promise<boolean> {
  const database = productDatabase(testInfo);
  if (database.engine === 'postgres') {
    return onPostgres(database.url, async (client) => {
      const result = await client.query(`select id from ${database.schema}.users where phone = $1`, [phone]);
      return result.rows.length > 0;
    });
  }
  return onSqlite(
    database.file,
    (db) => db.prepare('select id from users where phone = ?').get(phone) !== undefined,
  );
}
