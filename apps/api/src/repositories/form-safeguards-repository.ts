import type { CompiledQuery, Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { multiRowInsert } from './multi-row-insert.js';

/**
 * The insert that appends fingerprints to the log, its parameters numbered from `firstParameter` (for
 * PostgreSQL, inside a larger statement). The log's key is (created_at, fingerprint); the intake never
 * logs one fingerprint twice at the same moment, and should it happen (a clock set back) the row is
 * there already.
 */
export function fingerprintsInsert(
  engine: DatabaseEngine,
  fingerprints: readonly string[],
  now: string,
  firstParameter = 1,
): CompiledQuery {
  return multiRowInsert(
    engine,
    'submission_fingerprints',
    fingerprints.map((fingerprint) => ({ fingerprint, created_at: now })),
    { firstParameter, suffix: ' on conflict do nothing' },
  );
}

export interface CaptchaTokenUse {
  tokenId: string;
  expiresAt: string;
}

/** Replay protection for captcha tokens and the log of recent submissions' fingerprints. */
export function createFormSafeguardsRepository(db: Kysely<Database>, engine: DatabaseEngine) {
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
      await db.executeQuery(fingerprintsInsert(engine, fingerprints, now));
    },

    /** Marks captcha tokens (each at most once in the list) as used; returns the ids that were fresh. */
    async useCaptchaTokens(tokens: readonly CaptchaTokenUse[], now: string): Promise<Set<string>> {
      if (tokens.length === 0) return new Set();
      const inserted = await db.executeQuery<{ token_id: string }>(
        multiRowInsert(
          engine,
          'captcha_used_tokens',
          tokens.map((token) => ({ token_id: token.tokenId, used_at: now, expires_at: token.expiresAt })),
          { suffix: ' on conflict ("token_id") do nothing returning "token_id"' },
        ),
      );
      return new Set(inserted.rows.map((row) => row.token_id));
    },

    /** Forgets fingerprints older than `before` and captcha tokens that have expired anyway. */
    async prune(now: string, fingerprintsBefore: string): Promise<void> {
      await db.deleteFrom('submission_fingerprints').where('created_at', '<', fingerprintsBefore).execute();
      await db.deleteFrom('captcha_used_tokens').where('expires_at', '<', now).execute();
    },
  };
}
