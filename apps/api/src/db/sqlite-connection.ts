import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import {
  sql,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type Kysely,
  type SqliteDatabase,
} from 'kysely';
import { errorCode } from '../errors.js';
import type { Database } from './schema.js';

const STATEMENT_CACHE_LIMIT = 500;
/**
 * Often, so that each PASSIVE checkpoint copies little: the RESTART that the main connection runs past the
 * limit copies and syncs only what was written since the last one, on the event loop.
 */
const CHECKPOINT_INTERVAL_MS = 200;
/** 64 MiB of WAL. */
const WAL_LIMIT_PAGES = 16_384;
/**
 * Past the limit the worker checkpoints again (at most CATCH_UP_TRIES times) until fewer than this many pages
 * are left uncopied, and only then asks for the RESTART: the frames written while it copied are copied too.
 */
const CATCH_UP_PAGES = 64;
const CATCH_UP_TRIES = 5;
/**
 * A RESTART or TRUNCATE checkpoint that finds the checkpointer thread at work tries again this often, this much
 * later.
 */
const CHECKPOINT_TRIES = 20;
const CHECKPOINT_RETRY_MS = 50;

/**
 * Kysely prepares every query anew, and preparing is a large share of a short write's time
 * (docs/decisions/0005-measured-performance.md). The same SQL text gets the same prepared statement (statements
 * run one at a time: better-sqlite3 is synchronous and nothing here streams rows).
 */
export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        // Query shapes are few; a flood of distinct texts (long IN lists) just starts the cache over.
        if (statements.size >= STATEMENT_CACHE_LIMIT) statements.clear();
        statement = database.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/**
 * Kysely's SQLite dialect over one better-sqlite3 connection, with the statement cache. A write that fails
 * with SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY or SQLITE_NOMEM can make SQLite roll the whole transaction
 * back itself; Kysely's own ROLLBACK then fails ("no transaction is active") and that error would replace
 * the real one, turning a full disk (503) into a 500. The rollback is skipped when nothing is open.
 */
export function createSqliteDialect(database: SQLite.Database): SqliteDialect {
  const config = { database: withStatementCache(database) };
  return new (class extends SqliteDialect {
    override createDriver(): Driver {
      return new (class extends SqliteDriver {
        override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
          if (database.inTransaction) await super.rollbackTransaction(connection);
        }
      })(config);
    }
  })(config);
}

// Runs in the worker: its own connection copies the WAL back into the database file, with the fsync
// that entails, so that request handling on the main thread never waits for it. Past the limit it catches
// up on the frames written meanwhile before asking the main thread to start the WAL over, so that the
// RESTART (on the event loop) has only a few pages left to copy and sync.
const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
let db;
const timer = setInterval(() => {
  try {
    db ??= new SQLite(workerData.file, { fileMustExist: true });
    let [{ log, checkpointed }] = db.pragma('wal_checkpoint(PASSIVE)');
    if (log <= workerData.walLimitPages) return;
    for (let tries = 0; tries < workerData.catchUpTries && log - checkpointed > workerData.catchUpPages; tries += 1) {
      [{ log, checkpointed }] = db.pragma('wal_checkpoint(PASSIVE)');
    }
    parentPort.postMessage('wal-over-limit');
  } catch { /* busy, closing or the file gone: the next tick retries */ }
}, workerData.intervalMs);
parentPort.once('message', () => { clearInterval(timer); db?.close(); parentPort.close(); });
`;

export interface CheckpointerOptions {
  /** WAL pages (4 KiB each) past which `onWalOverLimit` is called. */
  walLimitPages?: number;
  /**
   * Should run a RESTART checkpoint on the main connection between transactions (`restartWal`). A PASSIVE
   * checkpoint never blocks, but under a steady stream of writes it never finds the WAL fully copied, so the WAL
   * is never started over and grows without end. The worker cannot restart it itself: a checkpoint
   * that takes the write lock from another connection makes the main connection's writes fail at once
   * with SQLITE_BUSY instead of waiting.
   */
  onWalOverLimit: () => void;
}

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the event loop: the main connection stops checkpointing itself and a worker
 * thread checkpoints every CHECKPOINT_INTERVAL_MS (PASSIVE: it never blocks a reader or a writer), asking
 * the main thread to start the WAL over once it holds more than `walLimitPages` pages (by then PASSIVE has
 * copied all but the last few pages, so that checkpoint is short).
 */
export function startCheckpointer(
  database: SQLite.Database,
  file: string,
  { walLimitPages = WAL_LIMIT_PAGES, onWalOverLimit }: CheckpointerOptions,
): Checkpointer {
  database.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(CHECKPOINTER_SOURCE, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      intervalMs: CHECKPOINT_INTERVAL_MS,
      walLimitPages,
      catchUpPages: CATCH_UP_PAGES,
      catchUpTries: CATCH_UP_TRIES,
    },
  });
  worker.on('message', onWalOverLimit);
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}

/**
 * Copies the whole WAL into the database file and truncates the WAL to nothing (`wal_checkpoint(TRUNCATE)`);
 * true when it did. After an erasure this is what makes deleted text unreadable: with `secure_delete` the
 * database file holds zeros where it was, but the WAL still holds the pages as they were until it is started
 * over. Through Kysely, so that it runs between transactions of the single connection, never inside one.
 * Busy (the checkpointer thread is copying, a reader holds an old snapshot): tries again, `tries` times in all.
 */
export function truncateWal(db: Kysely<Database>, tries = CHECKPOINT_TRIES): Promise<boolean> {
  return checkpointWal(db, 'TRUNCATE', tries);
}

/**
 * Copies the whole WAL into the database file so that the next write starts the WAL over from its first
 * page (`wal_checkpoint(RESTART)`), keeping the file's size: what the checkpointer asks for past its limit.
 * Cutting the file back to nothing as TRUNCATE does cost 20–30 ms on the event loop every 64 MiB of writes
 * (freeing the file's blocks), a stall every request arriving meanwhile waited for.
 */
export function restartWal(db: Kysely<Database>, tries = CHECKPOINT_TRIES): Promise<boolean> {
  return checkpointWal(db, 'RESTART', tries);
}

async function checkpointWal(
  db: Kysely<Database>,
  mode: 'TRUNCATE' | 'RESTART',
  tries: number,
): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { rows } = await sql<{ busy: number }>`pragma ${sql.raw(`wal_checkpoint(${mode})`)}`.execute(db);
      if (rows[0]?.busy === 0) return true;
    } catch (error) {
      if (!(error instanceof Error && errorCode(error)?.startsWith('SQLITE_BUSY'))) throw error;
    }
    if (attempt >= tries) return false;
    await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_RETRY_MS));
  }
}
