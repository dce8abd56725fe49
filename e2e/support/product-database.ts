import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import pg from 'pg';

type Value = string | number | null;

/**
 * Writes rows straight into a table of the product under test (its SQLite file, or its PostgreSQL schema, as
 * playwright.config.ts names them), for what no screen or API makes: a failed delivery, years of audit lines.
 */
export async function insertRows(
  testInfo: TestInfo,
  table: string,
  columns: readonly string[],
  rows: readonly Value[][],
): Promise<void> {
  const baseURL = testInfo.project.use.baseURL;
  if (testInfo.project.name === 'postgres') {
    const databaseUrl = process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!databaseUrl || !baseURL) throw new Error('the postgres project needs DATABASE_URL and a baseURL');
    const schema = `e2e_${new URL(baseURL).port}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const placeholders = columns.map((_column, index) => `$${index + 1}`).join(', ');
      for (const values of rows) {
        await client.query(
          `insert into ${schema}.${table} (${columns.join(', ')}) values (${placeholders})`,
          values,
        );
      }
    } finally {
      await client.end();
    }
    return;
  }
  const dataDir = (testInfo.project.metadata as { dataDir?: string }).dataDir ?? process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const db = new Database(path.join(dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    );
    db.transaction(() => {
      for (const values of rows) insert.run(...values);
    })();
  } finally {
    db.close();
  }
}
