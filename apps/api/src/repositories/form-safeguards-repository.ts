import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Replay protection for captcha tokens and recognition of repeated submissions. */
export function createFormSafeguardsRepository(db: Kysely<Database>) {
  return {
    /**
     * Records a submission's fingerprint. False when the same fingerprint was recorded after `since`
     * (a repeat). Atomic on both engines: a concurrent twin waits for the first and then sees it.
     */
    async claimFingerprint(fingerprint: string, now: string, since: string): Promise<boolean> {
      const claimed = await db
        .insertInto('submission_fingerprints')
        .values({ fingerprint, created_at: now })
        .onConflict((conflict) =>
          conflict
            .column('fingerprint')
            .doUpdateSet({ created_at: now })
            .where('submission_fingerprints.created_at', '<', since),
        )
        .returning('fingerprint')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** Marks a captcha token as used. False when it already was (a replay). */
    async useCaptchaToken(tokenId: string, now: string, expiresAt: string): Promise<boolean> {
      const inserted = await db
        .insertInto('captcha_used_tokens')
        .values({ token_id: tokenId, used_at: now, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('token_id').doNothing())
        .returning('token_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Forgets fingerprints older than `before` and captcha tokens that have expired anyway. */
    async prune(now: string, fingerprintsBefore: string): Promise<void> {
      await db.deleteFrom('submission_fingerprints').where('created_at', '<', fingerprintsBefore).execute();
      await db.deleteFrom('captcha_used_tokens').where('expires_at', '<', now).execute();
    },
  };
}
