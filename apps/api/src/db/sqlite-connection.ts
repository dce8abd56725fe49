import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const STATEMENT_CACHE_LIMIT = 500;
const CHECKPOINT_INTERVAL_MS = 1000;

/**
 * Kysely prepares every query anew; preparing cost a tenth of a form submission's time. The same SQL
 * text gets the same prepared statement (statements run one at a time: better-sqlite3 is synchronous
 * and nothing here streams rows).
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

// Runs in the worker: its own connection copies the WAL back into the database file, with the fsync
// that entails, so that request handling on the main thread never waits for it.
const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy or closing: the next tick retries */ }
}, workerData.intervalMs);
parentPort.once('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the event loop: the main connection stops checkpointing itself and a worker
 * thread checkpoints every second (PASSIVE: it never blocks a reader or a writer).
 */
export function startCheckpointer(database: SQLite.Database, file: string): Checkpointer {
  database.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(CHECKPOINTER_SOURCE, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      intervalMs: CHECKPOINT_INTERVAL_MS,
    },
  });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}
