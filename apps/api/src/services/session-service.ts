import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { canSignIn, type LoginSession } from '@smartmove/contract';
import type { RefreshTokenRepository } from '../repositories/refresh-token-repository.js';
import type { User, UsersRepository } from '../repositories/users-repository.js';
import type { TokenService } from './token-service.js';

/**
 * A rotated refresh token presented again within this many seconds is a race between two tabs, not a
 * theft: it gets a fresh access token, but no new refresh token and no family revocation.
 */
export const ROTATION_GRACE_SECONDS = 10;

export interface SessionServiceOptions {
  tokens: TokenService;
  users: UsersRepository;
  refreshTokens: RefreshTokenRepository;
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
  const { tokens, users, refreshTokens } = options;
  const now = options.now ?? (() => new Date());

  async function toSession(user: User): Promise<LoginSession> {
    const token = await tokens.signAccessToken({ id: user.id, userType: user.userType });
    return { token, name: user.name, email: user.email, userType: user.userType, roles: user.staffRoles };
  }

  async function newRefreshToken(userId: string, familyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = now();
    await refreshTokens.create({
      userId,
      familyId,
      tokenHash: hashToken(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + options.refreshTokenTtlSeconds * 1000),
    });
    return token;
  }

  return {
    /** A login: an access token and a new refresh-token family. */
    async startSession(user: User): Promise<IssuedSession> {
      await refreshTokens.deleteExpiredBefore(now());
      return { session: await toSession(user), refreshToken: await newRefreshToken(user.id, randomUUID()) };
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
        await refreshTokens.revokeFamily(row.family_id, at);
        return undefined;
      }
      if (!(await refreshTokens.markRotated(row.id, at))) {
        return { session: await toSession(user), refreshToken: undefined };
      }
      return { session: await toSession(user), refreshToken: await newRefreshToken(user.id, row.family_id) };
    },

    /** Logout: revokes the login the refresh token belongs to. */
    async endSession(refreshToken: string): Promise<void> {
      const row = await refreshTokens.findByHash(hashToken(refreshToken));
      if (row) await refreshTokens.revokeFamily(row.family_id, now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
