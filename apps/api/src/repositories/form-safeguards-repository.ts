import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface CaptchaTokenUse {
  tokenId: string;
  expiresAt: string;
}

/** Replay protection for captcha tokens and the log of recent submissions' fingerprints. */
export function createFormSafeguardsRepository(db: Kysely<Database>) {
  return {
    /** The fingerprints recorded since `since`, oldest first. */
    async findFingerprintsSince(since: string): Promise<{ fingerprint: string; created_at: string }[]> {
      return db
        .selectFrom('submission_fingerprints')
        .select(['fingerprint', 'created_at'])
        .where('created_at', '>=', since)
        .orderBy('created_at')
        .execute();
    },

    /** Appends fingerprints to the log (a fingerprint seen again gets a row of its own). */
    async recordFingerprints(fingerprints: readonly string[], now: string): Promise<void> {
      if (fingerprints.length === 0) return;
      await db
        .insertInto('submission_fingerprints')
        .values(fingerprints.map((fingerprint) => ({ fingerprint, created_at: now })))
        .execute();
    },

    /** Marks captcha tokens (each at most once in the list) as used; returns the ids that were fresh. */
    async useCaptchaTokens(tokens: readonly CaptchaTokenUse[], now: string): Promise<Set<string>> {
      if (tokens.length === 0) return new Set();
      const inserted = await db
        .insertInto('captcha_used_tokens')
        .values(
          tokens.map((token) => ({ token_id: token.tokenId, used_at: now, expires_at: token.expiresAt })),
        )
        .onConflict((conflict) => conflict.column('token_id').doNothing())
        .returning('token_id')
        .execute();
      return new Set(inserted.map((row) => row.token_id));
    },

    /** Forgets fingerprints older than `before` and captcha tokens that have expired anyway. */
    async prune(now: string, fingerprintsBefore: string): Promise<void> {
      await db.deleteFrom('submission_fingerprints').where('created_at', '<', fingerprintsBefore).execute();
      await db.deleteFrom('captcha_used_tokens').where('expires_at', '<', now).execute();
    },
  };
}
