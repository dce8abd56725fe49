import { API_PATHS, type SendVerificationResponse } from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /CRM/SendVerification {phoneNo}: texts a 6-digit code to the phone. */
export function sendVerification(phoneNo: string): Promise<SendVerificationResponse> {
  return apiRequest(API_PATHS.sendVerification, {
    method: 'POST',
    body: { phoneNo },
    loadSchema: () =>
      import('./send-verification-schema').then((module) => module.SendVerificationResponseSchema),
  });
}
