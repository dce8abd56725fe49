import type { Kysely, Migration } from 'kysely';

/**
 * Jobs in the back office (docs/product.md#back-office): who posted a job (null for the seeded ones), when
 * it was last edited, and when and by whom it was closed (null while open). A closed job leaves the public
 * board and refuses applications; `removed` keeps its old meaning (never shown anywhere).
 */
export const jobAdmin: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    for (const column of ['created_by', 'updated_at', 'closed_at', 'closed_by']) {
      await db.schema.alterTable('c2c_jobs').addColumn(column, 'text').execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['closed_by', 'closed_at', 'updated_at', 'created_by']) {
      await db.schema.alterTable('c2c_jobs').dropColumn(column).execute();
    }
  },
};
