import type { Kysely, Migration } from 'kysely';

/** Recreates the fingerprints table (its old rows are dropped), keyed by the hash or not. */
async function recreateFingerprints(db: Kysely<unknown>, keyed: boolean): Promise<void> {
  await db.schema.dropTable('submission_fingerprints').execute();
  await db.schema
    .createTable('submission_fingerprints')
    .addColumn('fingerprint', 'text', (col) => (keyed ? col.primaryKey() : col.notNull()))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('submission_fingerprints_created_at')
    .on('submission_fingerprints')
    .column('created_at')
    .execute();
}

/**
 * Submission fingerprints become an append-only log read into memory (services/form-intake): a primary
 * key of random hashes made every form submission write to pages all over its index. The fingerprints
 * are worth ten minutes; the old rows are dropped with the table.
 */
export const fingerprintLog: Migration = {
  up: (db: Kysely<unknown>) => recreateFingerprints(db, false),
  down: (db: Kysely<unknown>) => recreateFingerprints(db, true),
};
