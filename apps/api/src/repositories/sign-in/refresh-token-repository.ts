import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, RefreshTokensTable } from '../../db/schema.js';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export interface NewRefreshToken {
  userId: string;
  familyId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Refresh tokens, stored as SHA-256 hashes only, as read. */
export function createRefreshTokenQueries(db: Kysely<Database>) {
  return {
    async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      return db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
  };
}

/** The refresh tokens' writer, built on the transaction of a sign-in, a renewal or a logout. */
export function createRefreshTokenRepository(trx: Transaction<Database>) {
  return {
    ...createRefreshTokenQueries(trx),

    async create(token: NewRefreshToken): Promise<void> {
      await trx
        .insertInto('refresh_tokens')
        .values({
          id: randomUUID(),
          user_id: token.userId,
          family_id: token.familyId,
          token_hash: token.tokenHash,
          created_at: token.createdAt.toISOString(),
          expires_at: token.expiresAt.toISOString(),
          revoked_at: null,
          rotated_at: null,
        })
        .execute();
    },

    /** Retires a token that is being replaced; false when it was already revoked (a concurrent rotation). */
    async markRotated(id: string, now: Date): Promise<boolean> {
      const instant = now.toISOString();
      const result = await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: instant, rotated_at: instant })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Revokes every token of one login (logout, or reuse of a rotated token). */
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now.toISOString() })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes every login of a user (a deactivated or declined account). */
    async revokeAllOfUser(userId: string, now: Date): Promise<void> {
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async deleteExpiredBefore(instant: Date): Promise<void> {
      await trx.deleteFrom('refresh_tokens').where('expires_at', '<', instant.toISOString()).execute();
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
