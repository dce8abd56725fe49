import { sql, type Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';

const HEALTH_ROW_ID = 1;
const ROOM_PROBE_ROW_ID = 2;
/** A few pages' worth: as much as a large form submission needs. */
const ROOM_PROBE_BYTES = 16 * 1024;
const ROLLBACK = Symbol('rollback');

/** The database checks of GET /health. */
export function createHealthRepository(db: Kysely<Database>, engine: DatabaseEngine) {
  return {
    /** Throws unless the database answers a read. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },

    /**
     * Commits a one-row upsert, and on SQLite also writes (and rolls back) a row of a record's size: a full
     * database still rewrites a row in place, while every insert that needs a new page fails with
     * SQLITE_FULL. Throws when the database refuses writes (read-only, disk full, dropped).
     */
    async commitWrite(now: Date): Promise<void> {
      const checkedAt = now.toISOString();
      await db
        .insertInto('health_checks')
        .values({ id: HEALTH_ROW_ID, checked_at: checkedAt })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: checkedAt }))
        .execute();
      if (engine !== 'sqlite') return;
      await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('health_checks')
            .values({ id: ROOM_PROBE_ROW_ID, checked_at: 'x'.repeat(ROOM_PROBE_BYTES) })
            .execute();
          throw ROLLBACK;
        })
        .catch((error: unknown) => {
          if (error !== ROLLBACK) throw error;
        });
    },
  };
}
