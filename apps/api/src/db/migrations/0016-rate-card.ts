import type { Kysely, Migration } from 'kysely';

/**
 * The know-your-worth rate card (docs/product.md#back-office): per skill, bands of years of experience with
 * an hourly range in whole US dollars; staff estimate a lead's worth from it and an admin edits it.
 */
export const rateCard: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_card')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('skill', 'text', (col) => col.notNull())
      .addColumn('min_years', 'integer', (col) => col.notNull())
      // null: and up.
      .addColumn('max_years', 'integer')
      .addColumn('rate_min', 'integer', (col) => col.notNull())
      .addColumn('rate_max', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      // null for the seed.
      .addColumn('updated_by', 'text')
      .execute();
    await db.schema
      .createIndex('rate_card_skill_band')
      .on('rate_card')
      .columns(['skill', 'min_years'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_card').execute();
  },
};
