import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/**
 * PostgreSQL: the back office's searches (text anywhere, `lower(…) like '%…%'`) answered from trigram indexes
 * (pg_trgm) on the very expressions the queries search, so that a search and its count read the matching rows
 * rather than every row of ten years. Where pg_trgm cannot be installed (not offered, or the role may not
 * create it) the searches scan as before. SQLite has no such index: nothing changes there.
 */
const SEARCHED = [
  ['contact_messages_name_trgm', 'contact_messages', sql`lower(first_name || ' ' || last_name)`],
  ['contact_messages_email_trgm', 'contact_messages', sql`lower(email)`],
  ['contact_messages_message_trgm', 'contact_messages', sql`lower(coalesce(message, ''))`],
  ['candidate_leads_name_trgm', 'candidate_leads', sql`lower(first_name || ' ' || last_name)`],
  ['candidate_leads_email_trgm', 'candidate_leads', sql`lower(email)`],
  ['audit_log_actor_trgm', 'audit_log', sql`lower(actor_name)`],
  ['audit_log_action_trgm', 'audit_log', sql`lower(action)`],
  ['audit_log_record_trgm', 'audit_log', sql`lower(record_label)`],
] as const;

async function trigramsAvailable(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ usable: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm')
        or (exists (select 1 from pg_available_extensions where name = 'pg_trgm')
            and has_database_privilege(current_database(), 'CREATE')) as usable`.execute(db);
  return rows[0]?.usable === true;
}

export const searchIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter || !(await trigramsAvailable(db))) return;
    // In `public`, not the first schema on the search path: a schema dropped with its tables (as the tests
    // drop theirs) would take the extension with it. Where it already is, its operator class is named there.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(
      db,
    );
    const operatorClass = sql.id(rows[0]?.schema ?? 'public', 'gin_trgm_ops');
    for (const [name, table, expression] of SEARCHED) {
      await sql`create index ${sql.id(name)} on ${sql.table(table)} using gin ((${expression}) ${operatorClass})`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    for (const [name] of SEARCHED) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  },
};
