import { API_PATHS, type LoginSession } from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';
import { getPasskey } from '../../../lib/passkeys';

/**
 * POST /CRM/PasskeyAuthenticationOptions, the browser's passkey, then POST /CRM/VerifyPasskey: the session
 * (its refresh cookie set by the answer), as CheckVerification answers for an existing account. The options
 * go to the browser library as they came: it checks them. With `autofill` (the phone field's offer, which
 * the person did not ask for) a failure to get the options is no error: undefined.
 */
export async function signInWithPasskey(autofill = false): Promise<LoginSession | undefined> {
  const request = apiRequest<object>(API_PATHS.passkeyAuthenticationOptions, { method: 'POST' });
  const options = autofill ? await request.catch(() => undefined) : await request;
  if (!options) return undefined;
  const response = await getPasskey(options, { autofill });
  return apiRequest(API_PATHS.verifyPasskey, {
    method: 'POST',
    body: { response },
    loadSchema: () => import('@smartmove/contract/schemas/auth').then((module) => module.LoginSessionSchema),
  });
}
