import {
  createHealthQueries,
  createHealthRepository,
} from '../../repositories/operations/health-repository.js';
import type { ServiceDeps } from '../service-deps.js';

const ROLLBACK = Symbol('rollback');

/** The database checks of GET /health and /ready. */
export function createHealthService({ db, engine }: Pick<ServiceDeps, 'db' | 'engine'>) {
  return {
    /** Throws unless the database answers a read. */
    ping: createHealthQueries(db).ping,

    /**
     * Commits a one-row upsert, and on SQLite also writes (and rolls back) a row of a record's size: a full
     * database still rewrites a row in place, while every insert that needs a new page fails with
     * SQLITE_FULL. Throws when the database refuses writes (read-only, disk full, dropped).
     */
    async commitWrite(now: Date): Promise<void> {
      await db.transaction().execute((trx) => createHealthRepository(trx).touch(now));
      if (engine !== 'sqlite') return;
      await db
        .transaction()
        .execute(async (trx) => {
          await createHealthRepository(trx).insertRoomProbe();
          throw ROLLBACK;
        })
        .catch((error: unknown) => {
          if (error !== ROLLBACK) throw error;
        });
    },
  };
}
