import type { CheckVerificationResponse, LoginSession } from './schemas/auth.js';
import type { Session } from './schemas/session.js';

/** localStorage key of the stored session (docs/product.md#records, docs/product.md#sign-in). */
export const SESSION_STORAGE_KEY = 'user-session';

/** The bearer token in both of the spec's readings: a plain string, or an object with access_token. */
export function readSessionToken(token: Session['token']): string {
  return typeof token === 'string' ? token : token.access_token;
}

/**
 * Whether CheckVerification answered with a session (the phone has an account) rather than a verified
 * phone that may register. Kept apart from the schemas so that the sign-in pages load without zod.
 */
export function isLoginSession(response: CheckVerificationResponse): response is LoginSession {
  return 'token' in response;
}
