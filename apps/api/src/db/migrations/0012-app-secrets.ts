import type { Kysely, Migration } from 'kysely';

/**
 * Generated secrets (token signing, code hashing, captcha signing) live in the database, so that every
 * API process on one database uses the same ones (docs/product.md#scale-out); a configured variable still wins.
 */
export const appSecrets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('app_secrets')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('app_secrets').execute();
  },
};
