import { API_PATHS, CAPTCHA_TOKEN_HEADER, type SendVerificationResponse } from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /CRM/SendVerification {phoneNo}, with a solved captcha's token: texts a 6-digit code to the phone. */
export function sendVerification(phoneNo: string, captchaToken: string): Promise<SendVerificationResponse> {
  return apiRequest(API_PATHS.sendVerification, {
    method: 'POST',
    body: { phoneNo },
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
    loadSchema: () =>
      import('@smartmove/contract/schemas/auth').then((module) => module.SendVerificationResponseSchema),
  });
}
