import { API_PATHS } from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /CRM/CheckUser with phoneNo in the query and the body: whether the phone has an account. */
export async function checkUserExists(phoneNo: string): Promise<boolean> {
  const { userExists } = await apiRequest(API_PATHS.checkUser, {
    method: 'POST',
    query: { phoneNo },
    body: { phoneNo },
    loadSchema: () =>
      import('@smartmove/contract/schemas/auth').then((module) => module.CheckUserResponseSchema),
  });
  return userExists;
}
