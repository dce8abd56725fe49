import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RefreshTokensTable } from '../../db/schema.js';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export interface NewRefreshToken {
  userId: string;
  familyId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Refresh tokens, stored as SHA-256 hashes only. */
export function createRefreshTokenRepository(db: Kysely<Database>) {
  return {
    async create(token: NewRefreshToken): Promise<void> {
      await db
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

    async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      return db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Retires a token that is being replaced; false when it was already revoked (a concurrent rotation). */
    async markRotated(id: string, now: Date): Promise<boolean> {
      const instant = now.toISOString();
      const result = await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: instant, rotated_at: instant })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Revokes every token of one login (logout, or reuse of a rotated token). */
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now.toISOString() })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes every login of a user (a deactivated or declined account). */
    async revokeAllOfUser(userId: string, now: Date): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async deleteExpiredBefore(instant: Date): Promise<void> {
      await db.deleteFrom('refresh_tokens').where('expires_at', '<', instant.toISOString()).execute();
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
