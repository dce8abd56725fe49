import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Spent captcha tokens, shared by every process on the database: a token counts once. Given a transaction,
 * the token is spent with whatever else the transaction writes.
 */
export function createCaptchaTokenRepository(db: Kysely<Database>) {
  return {
    /** Records the token as spent; false when it was spent before (by this or another process). */
    async spend(captcha: { tokenId: string; expiresAt: Date }, now: Date): Promise<boolean> {
      const inserted = await db
        .insertInto('captcha_used_tokens')
        .values({
          token_id: captcha.tokenId,
          used_at: now.toISOString(),
          expires_at: captcha.expiresAt.toISOString(),
        })
        .onConflict((conflict) => conflict.column('token_id').doNothing())
        .returning('token_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Forgets the tokens past their expiry: they are refused as expired anyway. */
    async deleteExpired(now: Date): Promise<void> {
      await db.deleteFrom('captcha_used_tokens').where('expires_at', '<', now.toISOString()).execute();
    },
  };
}
