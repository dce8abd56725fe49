import { API_PATHS, type PartnerSignUpBody, type Profile } from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /CRM/PartnerSignUp: a new partner's company details (bearer token). */
export function partnerSignUp(body: PartnerSignUpBody): Promise<Profile> {
  return apiRequest(API_PATHS.partnerSignUp, {
    method: 'POST',
    body,
    loadSchema: () => import('@smartmove/contract/schemas/auth').then((module) => module.ProfileSchema),
  });
}
