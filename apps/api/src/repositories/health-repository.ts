import { sql, type Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';

const HEALTH_ROW_ID = 1;

/** The database checks of GET /health. */
export function createHealthRepository(db: Kysely<Database>, engine: DatabaseEngine) {
  return {
    /** Throws unless the database answers a read. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },

    /**
     * Commits a one-row upsert: throws when the database refuses writes (read-only, disk full, dropped).
     * False when SQLite has no page left to grow by (max_page_count reached): rewriting a row in place
     * still works then, while every insert that needs a new page fails with SQLITE_FULL.
     */
    async commitWrite(now: Date): Promise<boolean> {
      const checkedAt = now.toISOString();
      await db
        .insertInto('health_checks')
        .values({ id: HEALTH_ROW_ID, checked_at: checkedAt })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: checkedAt }))
        .execute();
      if (engine !== 'sqlite') return true;
      const { rows } = await sql<{ pages: number; most: number; free: number }>`
        select p.page_count as pages, m.max_page_count as most, f.freelist_count as free
        from pragma_page_count() p, pragma_max_page_count() m, pragma_freelist_count() f`.execute(db);
      const sizes = rows[0];
      return !sizes || sizes.most - sizes.pages + sizes.free > 0;
    },
  };
}
