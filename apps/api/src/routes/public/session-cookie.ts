import { ACCOUNT_NOT_ACTIVE_MESSAGE, API_PATHS, canSignIn, type LoginSession } from '@smartmove/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.js';
import { HttpError } from '../../errors.js';
import type { User } from '../../repositories/users-repository.js';
import type { SessionService } from '../../services/session-service.js';

/** The refresh token travels in this cookie, sent only to the refresh and logout calls. */
export const REFRESH_COOKIE = 'smartmove_refresh';
const REFRESH_COOKIE_PATHS = [API_PATHS.refreshToken, API_PATHS.logout];

/**
 * The refresh cookie of the sign-in calls (HttpOnly, Secure, SameSite=Strict, one per path it is sent
 * to), and signing a user in: a new session (with its line in the audit log) whose refresh token becomes
 * the cookie; a declined or deactivated account is refused with 403.
 */
export function createSessionCookie(env: Env, sessions: SessionService) {
  const cookieOptions = (path: string) =>
    ({
      path,
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      maxAge: env.REFRESH_TOKEN_TTL_DAYS * 86_400,
    }) as const;

  function set(reply: FastifyReply, token: string) {
    for (const path of REFRESH_COOKIE_PATHS) reply.setCookie(REFRESH_COOKIE, token, cookieOptions(path));
  }

  return {
    set,
    clear(reply: FastifyReply) {
      for (const path of REFRESH_COOKIE_PATHS) {
        reply.clearCookie(REFRESH_COOKIE, { path, httpOnly: true, secure: true, sameSite: 'strict' });
      }
    },
    read: (request: FastifyRequest) => request.cookies[REFRESH_COOKIE] || undefined,
    async signIn(reply: FastifyReply, user: User): Promise<LoginSession> {
      if (!canSignIn(user.status)) throw new HttpError(403, ACCOUNT_NOT_ACTIVE_MESSAGE);
      const { session, refreshToken } = await sessions.startSession(user);
      if (refreshToken) set(reply, refreshToken);
      return session;
    },
  };
}
