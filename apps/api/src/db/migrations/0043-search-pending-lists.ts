import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/**
 * PostgreSQL: a trigram index (0039, 0040) gathers new entries in a pending list and merges them into the
 * index when the list passes `gin_pending_list_limit` (4 MB by default), within the insert that passes it. At
 * 500 contact messages a second that merge held a form's request for 50–100 ms every few thousand
 * submissions, and the requests queued behind it. A 256 kB list is merged in a few milliseconds, for the same
 * work in all (bench/results/2026-11-28-form.json).
 */
const PENDING_LIST_KB = 256;

/**
 * Every trigram index in the schema the app's tables are in, from the catalog of that schema alone: pg_indexes
 * would rebuild the definition of every index in the database, and a schema dropped meanwhile (another
 * process's, another test file's) makes that fail ("could not open relation"). With each its storage options.
 */
export async function trigramIndexes(
  db: Kysely<unknown>,
): Promise<Array<{ name: string; options: string[] | null }>> {
  const { rows } = await sql<{ name: string; options: string[] | null }>`
    select c.relname as name, c.reloptions as options
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
    join pg_index x on x.indexrelid = c.oid
    where exists (
      select 1 from pg_opclass o where o.oid = any (x.indclass::oid[]) and o.opcname = 'gin_trgm_ops'
    )
    order by c.relname`.execute(db);
  return rows;
}

export const searchPendingLists: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    for (const { name } of await trigramIndexes(db)) {
      await sql`alter index ${sql.id(name)} set (gin_pending_list_limit = ${sql.lit(PENDING_LIST_KB)})`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    for (const { name } of await trigramIndexes(db)) {
      await sql`alter index ${sql.id(name)} reset (gin_pending_list_limit)`.execute(db);
    }
  },
};
