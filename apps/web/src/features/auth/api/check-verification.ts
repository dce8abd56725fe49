import { API_PATHS, USER_TYPES, type CheckVerificationResponse } from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /CRM/CheckVerification {phoneNumber, code, userType 173020001}: the session of an existing account
 * (its refresh cookie is set by the answer), or word that the phone is verified and may register.
 */
export function checkVerification(phoneNumber: string, code: string): Promise<CheckVerificationResponse> {
  return apiRequest(API_PATHS.checkVerification, {
    method: 'POST',
    body: { phoneNumber, code, userType: USER_TYPES.employee },
    loadSchema: () =>
      import('@smartmove/contract/schemas/auth').then((module) => module.CheckVerificationResponseSchema),
  });
}
