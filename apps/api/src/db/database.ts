import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { errorCode } from '../errors.js';
import { MIGRATIONS } from './migrations/index.js';
import { preparingPool } from './postgres-prepared.js';
import type { Database } from './schema.js';
import { createSqliteDialect, restartWal, startCheckpointer } from './sqlite-connection.js';

export type DatabaseEngine = 'sqlite' | 'postgres';

/** The connections of the database: PostgreSQL's pool, or SQLite's one connection. */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}
/** The embedded database's file in DATA_DIR (with its -wal and -shm files beside it while open). */
export const SQLITE_FILE_NAME = 'app.db';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  close(): Promise<void>;
  poolStats(): PoolStats;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded SQLite file under dataDir is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to work in (tests use one schema per run). */
  pgSchema?: string;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // PostgreSQL's default synchronous_commit=on stays: an answered submission is on its disk.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A connection once opened stays open: closed after ten idle seconds (the default), it was opened again by
      // the next burst of forms, as a new server process whose first statements (catalog reads, the form's
      // statement prepared again) came just when the burst needed them. Ten connections a process.
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: 5000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A client losing its server (idle in the pool, or checked out by a query) emits 'error'; without a
    // listener that would crash the process. The failing query reports the failure instead (503).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return {
      db,
      engine: 'postgres',
      close: () => db.destroy(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const filePath = path.join(options.dataDir, SQLITE_FILE_NAME);
  // Only this user may read the data (docs/product.md#scale-out): the file is created 0600 before SQLite opens it
  // (SQLite gives its -wal and -shm files the database file's mode), and tightened when an older version
  // left it readable by others.
  fs.closeSync(fs.openSync(filePath, 'a', 0o600));
  for (const file of [filePath, `${filePath}-wal`, `${filePath}-shm`]) {
    if (fs.existsSync(file) && (fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  }
  const file = new SQLite(filePath);
  file.pragma('journal_mode = WAL');
  // In WAL mode NORMAL skips the fsync on every commit yet loses nothing when the process dies (SIGKILL);
  // only a power cut can drop the last commits.
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten with zeros, not just unlinked: erased personal data leaves no readable bytes
  // in the file (the WAL's old copies go with the checkpoint that follows an erasure, `truncateWal`).
  file.pragma('secure_delete = ON');
  const db = new Kysely<Database>({ dialect: createSqliteDialect(file) });
  let restarting = false;
  const checkpointer = startCheckpointer(file, filePath, {
    onWalOverLimit() {
      if (restarting) return;
      restarting = true;
      // Through Kysely, so that it waits for the transaction in progress on the single connection.
      restartWal(db, 1)
        .catch(() => {
          // Closing: nothing left to do.
        })
        .finally(() => (restarting = false));
    },
  });
  return {
    db,
    engine: 'sqlite',
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    async close() {
      await checkpointer.stop();
      // Closing the last connection checkpoints what is left and removes the WAL file.
      await db.destroy();
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * On PostgreSQL Kysely's migration tables are kept in our own schema (`pgSchema`, or else the connection's
 * current schema): Kysely otherwise looks for them in every schema of the database and, when another schema
 * (a second deployment, a parallel test run) has them, skips creating its own.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  pgSchema?: string,
): Promise<void> {
  const migrationTableSchema =
    engine === 'postgres'
      ? (pgSchema ??
        (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema)
      : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (!error && !failed) return;
    if (!failed && attempt < CATALOG_RACE_TRIES && isCatalogRace(error)) {
      await new Promise((resolve) => setTimeout(resolve, CATALOG_RACE_RETRY_MS * attempt));
      continue;
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}

const CATALOG_RACE_TRIES = 5;
const CATALOG_RACE_RETRY_MS = 200;

/**
 * Kysely's migrator lists every table and column of the database before it takes its own lock. Another
 * process migrating meanwhile (a second instance of a new version starting, another schema of the same
 * database) can drop or rebuild a table or column under that listing, which then fails with "relation … does
 * not exist" or "column … does not exist" before any migration ran: that listing is simply tried again.
 */
export function isCatalogRace(error: unknown): boolean {
  const code = errorCode(error);
  return code === '42P01' || code === '42703' || code === '3F000';
}
