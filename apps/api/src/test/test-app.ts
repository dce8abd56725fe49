import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadEnv, type Env } from '../config/env.js';
import type { DatabaseEngine } from '../db/database.js';
import { dropSchema, whileMigrating } from './pg-schemas.js';
import { withTestRepositories, type TestAppInstance } from './test-repositories.js';

/** The engines API tests run on: SQLite always, PostgreSQL as well when DATABASE_URL is set. */
export const TEST_ENGINES: DatabaseEngine[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: TestAppInstance;
  env: Env;
  engine: DatabaseEngine;
  /** Builds a second app on the same database and data folder (a restart). */
  restart(): Promise<TestAppInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  serveWeb?: boolean;
  mailWorker?: BuildAppOptions['mailWorker'];
  talentText?: BuildAppOptions['talentText'];
}

/** A real app on a fresh, migrated database: a temporary SQLite file, or a PostgreSQL schema of its own. */
export async function createTestApp(engine: DatabaseEngine, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  let pgSchema: string | undefined;
  if (engine === 'postgres') {
    if (!databaseUrl) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
    pgSchema = `test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${pgSchema}`);
    await client.end();
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // A tiny proof of work, so that tests solve captchas in milliseconds.
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '40',
    // Suites share one app and its demo users for many writes and large uploads; the limits' own tests set them low.
    PERSON_RATE_LIMIT_PER_MINUTE: '100000',
    PERSON_TOTAL_RATE_LIMIT_PER_MINUTE: '100000',
    UPLOAD_PERSON_DAILY_BYTES: String(10 * 1024 ** 3),
    // The reminder scheduler runs on the wall clock; its tests drive the service with their own clock.
    REMINDERS_ENABLED: 'false',
    ...(engine === 'postgres' && databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const buildOnce = () =>
    buildApp({
      env,
      serveWeb: options.serveWeb ?? false,
      ...(pgSchema ? { pgSchema } : {}),
      ...(options.mailWorker ? { mailWorker: options.mailWorker } : {}),
      ...(options.talentText ? { talentText: options.talentText } : {}),
    });
  const build = async () =>
    withTestRepositories(
      await (pgSchema && databaseUrl ? whileMigrating(databaseUrl, buildOnce) : buildOnce()),
    );
  const apps: TestAppInstance[] = [await build()];

  return {
    app: apps[0]!,
    env,
    engine,
    async restart() {
      const next = await build();
      apps.push(next);
      return next;
    },
    async close() {
      for (const app of apps) await app.close();
      if (pgSchema && databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await dropSchema(client, pgSchema);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
