import { API_PATHS, CheckUserResponseSchema } from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /CRM/CheckUser with phoneNo in the query and the body: whether the phone has an account. */
export async function checkUserExists(phoneNo: string): Promise<boolean> {
  const { userExists } = await apiRequest(API_PATHS.checkUser, {
    method: 'POST',
    query: { phoneNo },
    body: { phoneNo },
    schema: CheckUserResponseSchema,
  });
  return userExists;
}
