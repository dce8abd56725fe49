import type { Session } from './schemas/session.js';

/** localStorage key of the stored session (spec section 3, decisions §6). */
export const SESSION_STORAGE_KEY = 'user-session';

/** The bearer token in both of the spec's readings: a plain string, or an object with access_token. */
export function readSessionToken(token: Session['token']): string {
  return typeof token === 'string' ? token : token.access_token;
}
