import { ACCOUNT_NOT_ACTIVE_MESSAGE, API_PATHS, canSignIn, type LoginSession } from '@smartmove/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.js';
import { HttpError } from '../../errors.js';
import type { User } from '../../repositories/people/users-repository.js';
import { CODE_RECORD_SECONDS, type OtpService } from '../../services/sign-in/otp-service.js';
import type { SessionService } from '../../services/sign-in/session-service.js';

/** The refresh token travels in this cookie, sent only to the refresh and logout calls. */
export const REFRESH_COOKIE = 'smartmove_refresh';
const REFRESH_COOKIE_PATHS = [API_PATHS.refreshToken, API_PATHS.logout];
/**
 * SendVerification's verificationId, sent only to CheckVerification (so the sign-in page needs no change);
 * once it verified a phone without an account, sent only to register-request-token.
 */
export const VERIFICATION_COOKIE = 'smartmove_verification';
/**
 * A known-device token per account a browser signed in to (this prefix and the token's slot), sent only to
 * SendVerification.
 */
export const KNOWN_DEVICE_COOKIE_PREFIX = 'smartmove_device_';

/**
 * The cookies of the sign-in calls, all HttpOnly, Secure and SameSite=Strict, each sent only to the calls
 * that read it: the refresh token (one cookie per path it is sent to), the verificationId of the code just
 * sent, and the known-device token. Signing a user in (every sign-in method goes through signIn): a new
 * session (with its line in the audit log) whose refresh token becomes the cookie, and the browser becomes a
 * known device of the account; a declined or deactivated account is refused with 403.
 */
export function createSessionCookie(
  env: Env,
  { sessions, otp }: { sessions: SessionService; otp: OtpService },
) {
  const cookieOptions = (path: string, maxAgeSeconds: number) =>
    ({ path, httpOnly: true, secure: true, sameSite: 'strict', maxAge: maxAgeSeconds }) as const;

  function set(reply: FastifyReply, token: string) {
    for (const path of REFRESH_COOKIE_PATHS) {
      reply.setCookie(REFRESH_COOKIE, token, cookieOptions(path, env.REFRESH_TOKEN_TTL_DAYS * 86_400));
    }
  }

  return {
    set,
    clear(reply: FastifyReply) {
      for (const path of REFRESH_COOKIE_PATHS) {
        reply.clearCookie(REFRESH_COOKIE, { path, httpOnly: true, secure: true, sameSite: 'strict' });
      }
    },
    read: (request: FastifyRequest) => request.cookies[REFRESH_COOKIE] || undefined,

    /**
     * Keeps SendVerification's verificationId for CheckVerification, as long as the code's row is kept (well
     * past its expiry, so that the browser is told the code expired).
     */
    setVerification(reply: FastifyReply, verificationId: string) {
      reply.setCookie(
        VERIFICATION_COOKIE,
        verificationId,
        cookieOptions(API_PATHS.checkVerification, CODE_RECORD_SECONDS),
      );
    },
    /** Keeps the verificationId that verified a new phone for register-request-token, while it may register. */
    setRegistration(reply: FastifyReply, verificationId: string, registerWithinSeconds: number) {
      reply.setCookie(
        VERIFICATION_COOKIE,
        verificationId,
        cookieOptions(API_PATHS.registerRequestToken, registerWithinSeconds),
      );
    },
    clearVerification(reply: FastifyReply, path: string = API_PATHS.checkVerification) {
      reply.clearCookie(VERIFICATION_COOKIE, { path, httpOnly: true, secure: true, sameSite: 'strict' });
    },
    readVerification: (request: FastifyRequest) => request.cookies[VERIFICATION_COOKIE] || undefined,

    /** The browser's known-device token for the account of this phone, if it has one. */
    readKnownDevice: (request: FastifyRequest, phone: string) =>
      request.cookies[KNOWN_DEVICE_COOKIE_PREFIX + otp.knownDeviceSlot(phone)] || undefined,

    async signIn(reply: FastifyReply, user: User): Promise<LoginSession> {
      if (!canSignIn(user.status)) throw new HttpError(403, ACCOUNT_NOT_ACTIVE_MESSAGE);
      const { session, refreshToken } = await sessions.startSession(user);
      if (refreshToken) set(reply, refreshToken);
      const device = otp.issueKnownDevice(user.phone, user.id);
      reply.setCookie(
        KNOWN_DEVICE_COOKIE_PREFIX + device.slot,
        device.token,
        cookieOptions(API_PATHS.sendVerification, device.maxAgeSeconds),
      );
      return session;
    },
  };
}
