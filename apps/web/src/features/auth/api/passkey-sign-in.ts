import { API_PATHS, type LoginSession } from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';
import { getPasskey } from '../../../lib/passkeys';

/**
 * POST /CRM/PasskeyAuthenticationOptions, the browser's passkey, then POST /CRM/VerifyPasskey: the session
 * (its refresh cookie set by the answer), as CheckVerification answers for an existing account. The options
 * go to the browser library as they came: it checks them.
 */
export async function signInWithPasskey(autofill = false): Promise<LoginSession> {
  const options = await apiRequest<object>(API_PATHS.passkeyAuthenticationOptions, { method: 'POST' });
  const response = await getPasskey(options, { autofill });
  return apiRequest(API_PATHS.verifyPasskey, {
    method: 'POST',
    body: { response },
    loadSchema: () => import('@smartmove/contract/schemas/auth').then((module) => module.LoginSessionSchema),
  });
}
