import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

const HEALTH_ROW_ID = 1;
const ROOM_PROBE_ROW_ID = 2;
/** A few pages' worth: as much as a large form submission needs. */
const ROOM_PROBE_BYTES = 16 * 1024;

/** The database check of GET /health and /ready that reads. */
export function createHealthQueries(db: Kysely<Database>) {
  return {
    /** Throws unless the database answers a read. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

/** The writes of the health check (services/operations/health-service.ts commits or rolls them back). */
export function createHealthRepository(trx: Transaction<Database>) {
  return {
    /** A one-row upsert of the time of the check. */
    async touch(now: Date): Promise<void> {
      const checkedAt = now.toISOString();
      await trx
        .insertInto('health_checks')
        .values({ id: HEALTH_ROW_ID, checked_at: checkedAt })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: checkedAt }))
        .execute();
    },

    /** Inserts a row of a record's size (for a transaction that is then rolled back). */
    async insertRoomProbe(): Promise<void> {
      await trx
        .insertInto('health_checks')
        .values({ id: ROOM_PROBE_ROW_ID, checked_at: 'x'.repeat(ROOM_PROBE_BYTES) })
        .execute();
    },
  };
}
