import type { Kysely, Migration } from 'kysely';

/**
 * Codes bound to their request (docs/product.md#sign-in): a code's row id is now the HMAC of the
 * verificationId its requester got, and a code sent to a browser that signed in to the phone's account
 * before (a known device) counts in a bucket of its own, apart from the limits strangers can fill. A phone
 * verified for registration keeps the HMAC of the verificationId that verified it: only that browser registers.
 */
export const verificationBinding: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('otp_codes')
      .addColumn('known_device', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('phone_verifications').addColumn('verification_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('phone_verifications').dropColumn('verification_id').execute();
    await db.schema.alterTable('otp_codes').dropColumn('known_device').execute();
  },
};
