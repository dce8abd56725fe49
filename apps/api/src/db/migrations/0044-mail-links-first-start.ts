import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Links that work as keys are e-mailed without their token ever being written (services/mail/mail-links.ts): a
 * queued message keeps the nonce its token is derived from, dropped with its text once it is sent.
 *
 * The install's first start, for the reminders (never a slot before it): one row, the time the first migration
 * ran (Kysely's record of it), which on a new install is this start and on an older one its own first start.
 */
export const mailLinksFirstStart: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').addColumn('link_nonce', 'text').execute();
    await db.schema
      .createTable('installation')
      .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('first_started_at', 'text', (col) => col.notNull())
      .execute();
    await sql`
      insert into installation (id, first_started_at)
      select 1, coalesce(min("timestamp"), ${new Date().toISOString()}) from kysely_migration
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('installation').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('link_nonce').execute();
  },
};
