import type { Kysely, Migration } from 'kysely';

/**
 * Passkeys (WebAuthn, docs/product.md#sign-in): a person's credentials, and the challenges of the
 * WebAuthn ceremonies. The challenges live here so that any process verifies the answer to one another
 * process issued; each is used once (deleted as it is checked) and expired ones are cleaned up.
 */
export const passkeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      /** The credential id, base64url. */
      .addColumn('credential_id', 'text', (col) => col.notNull().unique())
      /** The COSE public key, base64url. */
      .addColumn('public_key', 'text', (col) => col.notNull())
      // A signature counter is an unsigned 32-bit number: more than PostgreSQL's integer holds.
      .addColumn('counter', 'bigint', (col) => col.notNull())
      /** The authenticator's transports, comma-separated ('' when it named none). */
      .addColumn('transports', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

    await db.schema
      .createTable('webauthn_challenges')
      .addColumn('challenge', 'text', (col) => col.primaryKey())
      /** Whose registration it is; null for a sign-in (anybody's passkey may answer it). */
      .addColumn('user_id', 'text')
      /** registration or authentication. */
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('webauthn_challenges_expiry')
      .on('webauthn_challenges')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('webauthn_challenges').execute();
    await db.schema.dropTable('passkeys').execute();
  },
};
