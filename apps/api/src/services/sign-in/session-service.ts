import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ACCOUNT_STATUSES, canSignIn, RECORD_KINDS, type LoginSession } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  createRefreshTokenQueries,
  createRefreshTokenRepository,
  type RefreshTokenRepository,
} from '../../repositories/sign-in/refresh-token-repository.js';
import { createUsersQueries, type User } from '../../repositories/people/users-repository.js';
import { recordChange } from '../record-change.js';
import type { TokenService } from './token-service.js';

/**
 * A rotated refresh token presented again within this many seconds is a race between two tabs, not a
 * theft: it gets a fresh access token, but no new refresh token and no family revocation.
 */
export const ROTATION_GRACE_SECONDS = 10;

export interface SessionServiceOptions {
  db: Kysely<Database>;
  tokens: TokenService;
  refreshTokenTtlSeconds: number;
  now?: () => Date;
}

export interface IssuedSession {
  session: LoginSession;
  /** The new refresh token to set as a cookie; undefined when the current cookie stays valid. */
  refreshToken: string | undefined;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Access tokens (15 min JWT) plus rotating refresh tokens (HttpOnly cookie), stored hashed. */
export function createSessionService(options: SessionServiceOptions) {
  const { db, tokens } = options;
  const users = createUsersQueries(db);
  const refreshTokens = createRefreshTokenQueries(db);
  const now = options.now ?? (() => new Date());

  async function toSession(user: User): Promise<LoginSession> {
    const token = await tokens.signAccessToken({ id: user.id, userType: user.userType });
    const session = {
      token,
      name: user.name,
      email: user.email,
      userType: user.userType,
      roles: user.staffRoles,
    };
    // A pending account's menus offer only what it can open from its first page on (GetProfile keeps it fresh).
    return user.status === ACCOUNT_STATUSES.pending ? { ...session, pending: true } : session;
  }

  async function newRefreshToken(
    repository: RefreshTokenRepository,
    userId: string,
    familyId: string,
    createdAt: Date,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repository.create({
      userId,
      familyId,
      tokenHash: hashToken(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + options.refreshTokenTtlSeconds * 1000),
    });
    return token;
  }

  /** Ends every token of one login, in a transaction of its own. */
  async function revokeFamily(familyId: string, at: Date): Promise<void> {
    await db.transaction().execute((trx) => createRefreshTokenRepository(trx).revokeFamily(familyId, at));
  }

  return {
    /**
     * A login: an access token and a new refresh-token family, with its "signed in" audit line (the caller
     * has checked that the account may sign in).
     */
    async startSession(user: User): Promise<IssuedSession> {
      const at = now();
      const refreshToken = await db.transaction().execute(async (trx) => {
        const repository = createRefreshTokenRepository(trx);
        await repository.deleteExpiredBefore(at);
        const token = await newRefreshToken(repository, user.id, randomUUID(), at);
        await recordChange(trx, {
          actor: user,
          action: 'signed in',
          record: { kind: RECORD_KINDS.session, id: user.id, label: user.name },
          at,
        });
        return token;
      });
      return { session: await toSession(user), refreshToken };
    },

    /**
     * Renews the access token and rotates the refresh token; undefined when it cannot be used, 'inactive'
     * when its account was declined or deactivated.
     */
    async renewSession(refreshToken: string): Promise<IssuedSession | 'inactive' | undefined> {
      const at = now();
      const row = await refreshTokens.findByHash(hashToken(refreshToken));
      if (!row || Date.parse(row.expires_at) <= at.getTime()) return undefined;
      const user = await users.findById(row.user_id);
      // A declined or deactivated account's logins end at once.
      if (!user) return undefined;
      if (!canSignIn(user.status)) return 'inactive';

      if (row.revoked_at !== null) {
        const rotatedRecently =
          row.rotated_at !== null &&
          at.getTime() - Date.parse(row.rotated_at) < ROTATION_GRACE_SECONDS * 1000;
        if (rotatedRecently) return { session: await toSession(user), refreshToken: undefined };
        // A retired token came back: someone may hold a copy. End the whole login.
        await revokeFamily(row.family_id, at);
        return undefined;
      }
      // Retired and replaced together; undefined when a concurrent renewal retired it first.
      const rotated = await db.transaction().execute(async (trx) => {
        const repository = createRefreshTokenRepository(trx);
        if (!(await repository.markRotated(row.id, at))) return undefined;
        return newRefreshToken(repository, user.id, row.family_id, at);
      });
      return { session: await toSession(user), refreshToken: rotated };
    },

    /** Logout: revokes the login the refresh token belongs to. */
    async endSession(refreshToken: string): Promise<void> {
      const row = await refreshTokens.findByHash(hashToken(refreshToken));
      if (row) await revokeFamily(row.family_id, now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
