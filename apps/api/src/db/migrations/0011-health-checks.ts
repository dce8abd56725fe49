import type { Kysely, Migration } from 'kysely';

/**
 * One row that GET /health rewrites on every call: committing a write is what proves the database takes
 * them (a full disk, a read-only file or server still answers reads).
 */
export const healthChecks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('health_checks')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('checked_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('health_checks').execute();
  },
};
