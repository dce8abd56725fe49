import type { Kysely, Migration } from 'kysely';

/**
 * Reminders (docs/product.md#reminders): each person's "Reminders" switch (on unless turned off), and one row
 * per run of a scheduled job's slot. The row's (job, slot) key is inserted in the run's own transaction, so
 * of several processes racing for one slot exactly one inserts it and runs it.
 */
export const reminders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('reminders_enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('scheduled_runs')
      .addColumn('job', 'text', (col) => col.notNull())
      .addColumn('slot', 'text', (col) => col.notNull())
      .addColumn('ran_at', 'text', (col) => col.notNull())
      .addColumn('mails', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('scheduled_runs_pk', ['job', 'slot'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('scheduled_runs').execute();
    await db.schema.alterTable('users').dropColumn('reminders_enabled').execute();
  },
};
