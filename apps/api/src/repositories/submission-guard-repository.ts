import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** An identical submission repeated within this window is stored only once. */
export const DUPLICATE_WINDOW_SECONDS = 10 * 60;

/** What decides, in the submission's own transaction, whether it is stored. */
export interface SubmissionGuard {
  /** The submission's fingerprint (services/form-submission). */
  fingerprint: string;
  /** A verified captcha token, spent with the submission: refused when it was spent before. */
  captcha?: { tokenId: string; expiresAt: Date } | undefined;
  now?: Date;
}

/** `duplicate`: the same submission was stored within the window, nothing more is stored. */
export type SubmissionOutcome = 'stored' | 'duplicate' | 'captcha-used';

function windowStart(now: Date): string {
  return new Date(now.getTime() - DUPLICATE_WINDOW_SECONDS * 1000).toISOString();
}

/**
 * The fingerprints of stored submissions (submission_fingerprints); the captcha tokens they spend are the
 * captcha token repository's. Build it on the submission's transaction (services/submission-intake.ts).
 */
export function createSubmissionGuardRepository(db: Kysely<Database>) {
  return {
    /**
     * Records the fingerprint as seen now unless it was seen within the window; true when it is new. The
     * primary key decides: on PostgreSQL a concurrent twin waits on the key until the first commits (or
     * rolls back), so of any number of identical submissions exactly one is stored.
     */
    async claim(fingerprint: string, now: Date): Promise<boolean> {
      const claimed = await db
        .insertInto('submission_fingerprints')
        .values({ fingerprint, seen_at: now.toISOString() })
        .onConflict((conflict) =>
          conflict
            .column('fingerprint')
            .doUpdateSet((eb) => ({ seen_at: eb.ref('excluded.seen_at') }))
            .where('submission_fingerprints.seen_at', '<', windowStart(now)),
        )
        .returning('fingerprint')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** Forgets fingerprints older than the window. */
    async prune(now = new Date()): Promise<void> {
      await db.deleteFrom('submission_fingerprints').where('seen_at', '<', windowStart(now)).execute();
    },
  };
}
