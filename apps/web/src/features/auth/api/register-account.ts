import { API_PATHS, type LoginSession, type RegisterBody } from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/phone-number-login/account/register-request-token: creates the account of a verified phone. */
export function registerAccount(body: RegisterBody): Promise<LoginSession> {
  return apiRequest(API_PATHS.registerRequestToken, {
    method: 'POST',
    body,
    loadSchema: () => import('@smartmove/contract/schemas/auth').then((module) => module.LoginSessionSchema),
  });
}
