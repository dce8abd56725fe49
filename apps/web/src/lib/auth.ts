import { API_PATHS } from '@smartmove/contract';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { clearAllLocalStorage } from './session';

const LogoutResponseSchema = z.boolean();

/**
 * Logs out through the auth service. Only when it reports true is all local storage cleared
 * (spec section 4); the caller then goes to the home page.
 */
export async function logout(): Promise<boolean> {
  const loggedOut = await apiRequest(API_PATHS.logout, { method: 'POST', schema: LogoutResponseSchema });
  if (loggedOut) clearAllLocalStorage();
  return loggedOut;
}
