import type { Insertable, Kysely, Transaction } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database } from '../../db/schema.js';
import type { VerifiedCaptcha } from './verified-captcha.js';

/** The row that records `captcha`'s token as spent at `now`. */
function spentTokenRow(captcha: VerifiedCaptcha, now: Date): Insertable<Database['captcha_used_tokens']> {
  return {
    token_id: captcha.tokenId,
    used_at: now.toISOString(),
    expires_at: captcha.expiresAt.toISOString(),
  };
}

/**
 * The statement that spends `captcha`'s token, not yet run, on any executor: it inserts the token unless it
 * was spent before and answers it when it did. The repository's `spend` runs it; a submission's one statement
 * on PostgreSQL runs it as its first part (services/recruiting/submission-intake.ts), with `spendTokenValues`.
 */
export function spendTokenStatement(db: Kysely<Database>, captcha: VerifiedCaptcha, now: Date) {
  return db
    .insertInto('captcha_used_tokens')
    .values(spentTokenRow(captcha, now))
    .onConflict((conflict) => conflict.column('token_id').doNothing())
    .returning('token_id');
}

/** The spend statement's values, in the order its text takes them. */
export const spendTokenValues = (captcha: VerifiedCaptcha, now: Date) =>
  Object.values(spentTokenRow(captcha, now));

/**
 * Spent captcha tokens, shared by every process on the database: a token counts once. Built on a
 * transaction, the token is spent with whatever else the transaction writes.
 */
export function createCaptchaTokenRepository(trx: Transaction<Database>) {
  return {
    /** Records the token as spent; false when it was spent before (by this or another process). */
    async spend(captcha: VerifiedCaptcha, now: Date): Promise<boolean> {
      const spent = await trx.executeQuery(
        compiledOnce(trx, 'spend captcha token', spendTokenValues(captcha, now), () =>
          spendTokenStatement(trx, captcha, now).compile(),
        ),
      );
      return spent.rows.length > 0;
    },

    /** Forgets the tokens past their expiry: they are refused as expired anyway. */
    async deleteExpired(now: Date): Promise<void> {
      await trx.deleteFrom('captcha_used_tokens').where('expires_at', '<', now.toISOString()).execute();
    },
  };
}
