import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Moves the fingerprint log's rows into `submission_fingerprint_log` (made by `create`, in its new shape),
 * which then takes the log's name.
 */
async function rebuildFingerprintLog(
  db: Kysely<unknown>,
  create: { execute(): Promise<void> },
): Promise<void> {
  await create.execute();
  await sql`insert into submission_fingerprint_log (created_at, fingerprint)
    select distinct created_at, fingerprint from submission_fingerprints`.execute(db);
  await db.schema.dropTable('submission_fingerprints').execute();
  await db.schema.alterTable('submission_fingerprint_log').renameTo('submission_fingerprints').execute();
}

/**
 * Each index a form submission touches is one more page its commit writes. Contact messages lose their
 * created_at index (nothing reads them by date), and the fingerprint log is keyed by (created_at,
 * fingerprint): on SQLite a table without rowid, so the log is one B-tree in time order instead of a
 * table and an index. Its rows are copied over.
 */
export const appendOnlyFormWrites: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema.dropIndex('contact_messages_created_at').ifExists().execute();
    await rebuildFingerprintLog(
      db,
      db.schema
        .createTable('submission_fingerprint_log')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('fingerprint', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('submission_fingerprint_log_pkey', ['created_at', 'fingerprint'])
        .modifyEnd(sqlite ? sql`without rowid` : sql``),
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('contact_messages_created_at')
      .on('contact_messages')
      .column('created_at')
      .execute();
    await rebuildFingerprintLog(
      db,
      db.schema
        .createTable('submission_fingerprint_log')
        .addColumn('fingerprint', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull()),
    );
    await db.schema
      .createIndex('submission_fingerprints_created_at')
      .on('submission_fingerprints')
      .column('created_at')
      .execute();
  },
};
