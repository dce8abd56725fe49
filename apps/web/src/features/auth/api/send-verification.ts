import {
  API_PATHS,
  SendVerificationResponseSchema,
  type SendVerificationResponse,
} from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /CRM/SendVerification {phoneNo}: texts a 6-digit code to the phone. */
export function sendVerification(phoneNo: string): Promise<SendVerificationResponse> {
  return apiRequest(API_PATHS.sendVerification, {
    method: 'POST',
    body: { phoneNo },
    schema: SendVerificationResponseSchema,
  });
}
