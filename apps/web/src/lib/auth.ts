import { API_PATHS } from '@smartmove/contract';
import { apiRequest } from './api-client';
import { clearAllLocalStorage } from './session';

/** The auth service answers true when the refresh token was revoked. */
const LogoutResponseSchema = { parse: (data: unknown): boolean => data === true };

/**
 * Logs out through the auth service. Only when it reports true is all local storage cleared
 * (docs/product.md#forms); the caller then goes to the home page.
 */
export async function logout(): Promise<boolean> {
  const loggedOut = await apiRequest(API_PATHS.logout, { method: 'POST', schema: LogoutResponseSchema });
  if (loggedOut) clearAllLocalStorage();
  return loggedOut;
}
