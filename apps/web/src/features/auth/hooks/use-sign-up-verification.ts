import { USER_TYPES, isLoginSession, type LoginSession } from '@smartmove/contract';
import { useRef } from 'react';
import type { z } from '@smartmove/contract';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { saveSession } from '../../../lib/session';
import { notifyError } from '../../../lib/toast';
import { checkVerification } from '../api/check-verification';
import { partnerSignUp } from '../api/partner-sign-up';
import { registerAccount } from '../api/register-account';
import type { SignUpFormSchema } from '../sign-up-validation';
import { useCompleteLogin } from './use-complete-login';

type SignUpDetails = z.output<typeof SignUpFormSchema>;

/** Creates the account of a verified phone (register-request-token), then saves a partner's company. */
async function createAccount(details: SignUpDetails): Promise<LoginSession> {
  const userType = Number(details.userType) as LoginSession['userType'];
  const session = await registerAccount({
    phoneNo: details.phone,
    name: details.name,
    email: details.email,
    userType,
    ...(userType === USER_TYPES.partner ? { companyName: details.companyName } : {}),
  });
  if (userType === USER_TYPES.partner) {
    // The account exists now; the company details call needs its token.
    saveSession(session);
    try {
      await partnerSignUp({
        companyName: details.companyName,
        companyWebsite: details.companyWebsite ?? '',
      });
    } catch (error) {
      notifyError(`Your account is ready, but the company details were not saved: ${failureMessage(error)}`);
    }
  }
  return session;
}

/**
 * The sign-up's code step: checks the code, creates the account and signs in. After a right code the
 * phone stays verified for a few minutes, so a failed registration retries without the code.
 */
export function useSignUpVerification() {
  const completeLogin = useCompleteLogin();
  const verifiedPhone = useRef<string>(undefined);

  async function verify(details: SignUpDetails, code: string) {
    if (verifiedPhone.current !== details.phone) {
      const result = await checkVerification(details.phone, code);
      // An account was created for this phone meanwhile: that is a sign-in.
      if (isLoginSession(result)) {
        completeLogin(result);
        return;
      }
      verifiedPhone.current = details.phone;
    }
    completeLogin(await createAccount(details));
  }

  /** Another phone needs its own code. */
  const forgetVerifiedPhone = () => {
    verifiedPhone.current = undefined;
  };

  return { verify, forgetVerifiedPhone };
}
