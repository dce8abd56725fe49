import type { Kysely, Migration } from 'kysely';

/**
 * Phone login: hashed one-time codes (which also meter the per-phone and per-IP caps), phones verified
 * for registration, hashed refresh tokens, and the users' company website and profile image.
 */
export const auth: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable('users').addColumn('company_website', 'text').execute();
    await db.schema.alterTable('users').addColumn('profile_image_name', 'text').execute();

    await db.schema
      .createTable('otp_codes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('ip_hash', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('consumed_at', 'text')
      .execute();
    await db.schema
      .createIndex('otp_codes_phone_created_at')
      .on('otp_codes')
      .columns(['phone', 'created_at'])
      .execute();
    await db.schema
      .createIndex('otp_codes_ip_hash_created_at')
      .on('otp_codes')
      .columns(['ip_hash', 'created_at'])
      .execute();

    await db.schema
      .createTable('phone_verifications')
      .addColumn('phone', 'text', (col) => col.primaryKey())
      .addColumn('verified_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('family_id', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('rotated_at', 'text')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_family_id')
      .on('refresh_tokens')
      .column('family_id')
      .execute();
    await db.schema.createIndex('refresh_tokens_user_id').on('refresh_tokens').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['refresh_tokens', 'phone_verifications', 'otp_codes']) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.alterTable('users').dropColumn('profile_image_name').execute();
    await db.schema.alterTable('users').dropColumn('company_website').execute();
  },
};
