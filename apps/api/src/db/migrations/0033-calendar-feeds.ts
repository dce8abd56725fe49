import type { Kysely, Migration } from 'kysely';

/**
 * Calendar feeds (docs/product.md#calendar-feeds): one row per person and feed kind (personal, team). The
 * URL's token is never stored: the row keeps a random nonce, from which the server derives the token with an
 * HMAC under its own secret (services/approvals/calendar-feed-service.ts), and the token's SHA-256 hash, by which a
 * feed request is found.
 */
export const calendarFeeds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('nonce', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('calendar_feeds_user_kind', ['user_id', 'kind'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('calendar_feeds').execute();
  },
};
