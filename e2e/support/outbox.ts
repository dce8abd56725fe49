import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import pg from 'pg';

/** An e-mail as the outbox keeps one that was given up after its last attempt. */
export interface FailedMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  lastError: string;
}

const COLUMNS = [
  'id',
  'recipient',
  'subject',
  'body',
  'cause_kind',
  'cause_id',
  'created_at',
  'status',
  'attempts',
  'next_attempt_at',
  'last_error',
  'last_attempt_at',
] as const;

/**
 * Writes a failed e-mail straight into the outbox of the product under test (its SQLite file, or its
 * PostgreSQL schema, as playwright.config.ts names them): the browser tests' server sends through the console
 * provider, which never refuses, so a failed delivery is set up here (the API tests fail real ones).
 */
export async function insertFailedMail(testInfo: TestInfo, mail: FailedMail): Promise<void> {
  const at = new Date().toISOString();
  const values: Array<string | number | null> = [
    mail.id,
    mail.recipient,
    mail.subject,
    mail.body,
    'inquiry',
    null,
    at,
    'failed',
    mail.attempts,
    at,
    mail.lastError,
    at,
  ];
  const baseURL = testInfo.project.use.baseURL;
  if (testInfo.project.name === 'postgres') {
    const databaseUrl = process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!databaseUrl || !baseURL) throw new Error('the postgres project needs DATABASE_URL and a baseURL');
    const schema = `e2e_${new URL(baseURL).port}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const placeholders = COLUMNS.map((_column, index) => `$${index + 1}`).join(', ');
      await client.query(
        `insert into ${schema}.mail_outbox (${COLUMNS.join(', ')}) values (${placeholders})`,
        values,
      );
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
    db.prepare(
      `insert into mail_outbox (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
    ).run(...values);
  } finally {
    db.close();
  }
}
