import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * The tables whose rows are submissions of their own (a lead's skills belong to the lead), as they were
 * when this migration was written: a migration never follows later changes of the app's own list.
 */
const FINGERPRINTED_TABLES = ['contact_messages', 'candidate_leads', 'job_applications'] as const;

/**
 * A stored submission keeps its fingerprint in its own row instead of a log beside it: the log cost every
 * batch one more insert (on PostgreSQL a fifth of the batch's time) and a prune each minute. A restarted
 * server reads the recent rows' fingerprints instead. The log's rows cannot be matched to their records,
 * so a repeat of a submission sent in the ten minutes before the upgrade is stored once more.
 */
export const fingerprintsInRecords: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of FINGERPRINTED_TABLES) {
      await db.schema.alterTable(table).addColumn('submission_fingerprint', 'text').execute();
    }
    await db.schema.dropTable('submission_fingerprints').execute();
  },
  async down(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema
      .createTable('submission_fingerprints')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('fingerprint', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('submission_fingerprint_log_pkey', ['created_at', 'fingerprint'])
      .modifyEnd(sqlite ? sql`without rowid` : sql``)
      .execute();
    for (const table of FINGERPRINTED_TABLES) {
      await sql`insert into submission_fingerprints (created_at, fingerprint)
        select distinct created_at, submission_fingerprint from ${sql.table(table)}
        where submission_fingerprint is not null
        on conflict do nothing`.execute(db);
      await db.schema.alterTable(table).dropColumn('submission_fingerprint').execute();
    }
  },
};
