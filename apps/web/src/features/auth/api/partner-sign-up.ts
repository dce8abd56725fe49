import { API_PATHS, ProfileSchema, type PartnerSignUpBody, type Profile } from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /CRM/PartnerSignUp: a new partner's company details (bearer token). */
export function partnerSignUp(body: PartnerSignUpBody): Promise<Profile> {
  return apiRequest(API_PATHS.partnerSignUp, { method: 'POST', body, schema: ProfileSchema });
}
