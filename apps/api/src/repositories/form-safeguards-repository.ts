import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { multiRowInsert } from './multi-row-insert.js';

export interface CaptchaTokenUse {
  tokenId: string;
  expiresAt: string;
}

/** Replay protection for captcha tokens: a token is spent once. */
export function createFormSafeguardsRepository(db: Kysely<Database>, engine: DatabaseEngine) {
  return {
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

    /** Forgets the captcha tokens that have expired anyway. */
    async prune(now: string): Promise<void> {
      await db.deleteFrom('captcha_used_tokens').where('expires_at', '<', now).execute();
    },
  };
}
