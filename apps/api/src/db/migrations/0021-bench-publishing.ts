import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Bench publishing (docs/product.md#back-office): a bench candidate reaches the public hot list only once a
 * recruiter publishes it. published_at is null while it waits for review; published_by names the recruiter
 * (null for rows published by this migration or the seed). Every candidate already on the bench stays
 * published, so the hot list does not empty; partners' uploads from now on start waiting for review.
 */
export const benchPublishing: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable('bench_candidates').addColumn('published_at', 'text').execute();
    await db.schema.alterTable('bench_candidates').addColumn('published_by', 'text').execute();
    await sql`update bench_candidates set published_at = created_at`.execute(db);
    await db.schema
      .createIndex('bench_candidates_published')
      .on('bench_candidates')
      .columns(['published_at', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('bench_candidates_published').execute();
    await db.schema.alterTable('bench_candidates').dropColumn('published_by').execute();
    await db.schema.alterTable('bench_candidates').dropColumn('published_at').execute();
  },
};
