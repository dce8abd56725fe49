import type { Kysely, Migration } from 'kysely';

/**
 * Submission fingerprints become an append-only log read into memory (services/form-intake): a primary
 * key of random hashes made every form submission write to pages all over its index. The fingerprints
 * are worth ten minutes; the old rows are dropped with the table.
 */
export const fingerprintLog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('submission_fingerprints').execute();
    await db.schema
      .createTable('submission_fingerprints')
      .addColumn('fingerprint', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('submission_fingerprints_created_at')
      .on('submission_fingerprints')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('submission_fingerprints').execute();
    await db.schema
      .createTable('submission_fingerprints')
      .addColumn('fingerprint', 'text', (col) => col.primaryKey())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('submission_fingerprints_created_at')
      .on('submission_fingerprints')
      .column('created_at')
      .execute();
  },
};
