import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

/** The tables whose rows carried a fingerprint (migration 7), as they were when this migration was written. */
const FINGERPRINTED_TABLES = ['contact_messages', 'candidate_leads', 'job_applications'] as const;

/** The duplicate window when this migration was written: only fingerprints this recent are worth moving. */
const WINDOW_MS = 10 * 60 * 1000;

/**
 * The database decides what is a repeat: one row per fingerprint, keyed by it, written in the same
 * transaction as the submission (repositories/submission-guard-repository). The unique key holds across
 * restarts and across processes, where the fingerprints in memory (migration 7) held in one process only.
 * The recent fingerprints are moved over from the records, which then drop their column.
 */
export const submissionFingerprints: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    // On SQLite a table without rowid is one B-tree keyed by the fingerprint, not a table and its key's index.
    await db.schema
      .createTable('submission_fingerprints')
      .addColumn('fingerprint', 'text', (col) => col.primaryKey())
      .addColumn('seen_at', 'text', (col) => col.notNull())
      .modifyEnd(sqlite ? sql`without rowid` : sql``)
      .execute();
    await db.schema
      .createIndex('submission_fingerprints_seen_at')
      .on('submission_fingerprints')
      .column('seen_at')
      .execute();
    const since = new Date(Date.now() - WINDOW_MS).toISOString();
    for (const table of FINGERPRINTED_TABLES) {
      await sql`insert into submission_fingerprints (fingerprint, seen_at)
        select submission_fingerprint, max(created_at) from ${sql.table(table)}
        where submission_fingerprint is not null and created_at >= ${since}
        group by submission_fingerprint
        on conflict (fingerprint) do update set seen_at = excluded.seen_at
        where submission_fingerprints.seen_at < excluded.seen_at`.execute(db);
      await db.schema.alterTable(table).dropColumn('submission_fingerprint').execute();
    }
  },
  async down(db: Kysely<unknown>) {
    // The fingerprints cannot be matched to their records again: the columns come back empty.
    for (const table of FINGERPRINTED_TABLES) {
      await db.schema.alterTable(table).addColumn('submission_fingerprint', 'text').execute();
    }
    await db.schema.dropTable('submission_fingerprints').execute();
  },
};
