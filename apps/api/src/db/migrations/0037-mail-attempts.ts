import type { Kysely, Migration } from 'kysely';

/**
 * E-mail you can see (docs/product.md#running-it): each message keeps when its latest attempt was made, so
 * the System page can say when a failed delivery gave up. Messages attempted before this migration have none.
 */
export const mailAttempts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').addColumn('last_attempt_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').dropColumn('last_attempt_at').execute();
  },
};
