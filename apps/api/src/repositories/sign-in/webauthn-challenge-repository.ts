import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What a challenge was issued for. */
export type ChallengePurpose = 'registration' | 'authentication';

/**
 * The challenges of WebAuthn ceremonies, shared by every process on the database. A challenge is used once:
 * taking it deletes it, so of two answers to the same challenge only one finds it.
 */
export function createWebauthnChallengeRepository(trx: Transaction<Database>) {
  return {
    async create(
      challenge: { challenge: string; userId: string | null; purpose: ChallengePurpose },
      expiresAt: Date,
    ): Promise<void> {
      await trx
        .insertInto('webauthn_challenges')
        .values({
          challenge: challenge.challenge,
          user_id: challenge.userId,
          purpose: challenge.purpose,
          expires_at: expiresAt.toISOString(),
        })
        .execute();
    },

    /**
     * Takes the challenge (for that purpose and person; null for a sign-in's): 'taken', 'expired' when it
     * was issued but is past its time, undefined when there is none (never issued, or used already).
     */
    async take(
      challenge: string,
      purpose: ChallengePurpose,
      userId: string | null,
      now: Date,
    ): Promise<'taken' | 'expired' | undefined> {
      const row = await trx
        .deleteFrom('webauthn_challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
        .returning('expires_at')
        .executeTakeFirst();
      if (!row) return undefined;
      return Date.parse(row.expires_at) > now.getTime() ? 'taken' : 'expired';
    },

    /** Forgets the challenges past their time: they are refused anyway. */
    async deleteExpired(now: Date): Promise<void> {
      await trx.deleteFrom('webauthn_challenges').where('expires_at', '<=', now.toISOString()).execute();
    },
  };
}
