import { AUTH_MESSAGES, USER_TYPES, isLoginSession, type LoginSession } from '@smartmove/contract';
import { useCallback, useRef, useState } from 'react';
import type { z } from '@smartmove/contract';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { ApiRequestError } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { notifyError, notifySuccess } from '../../../lib/toast';
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
 * The sign-up's code step: checks the code, creates the account and signs in; a phone that has an account
 * already is signed in to it (its code proves it, and only then is the person told). After a right code the
 * phone stays verified for a few minutes, so a failed registration retries without the code; the sign-in
 * screen hands over a phone it verified (rememberVerifiedPhone).
 */
export function useSignUpVerification() {
  const completeLogin = useCompleteLogin();
  // The ref for the calls (a retry runs before a new render), the state for the screen.
  const verifiedRef = useRef<string>(undefined);
  const [verifiedPhone, setVerifiedPhone] = useState<string>();
  const setVerified = useCallback((phone: string | undefined) => {
    verifiedRef.current = phone;
    setVerifiedPhone(phone);
  }, []);

  async function verify(details: SignUpDetails, code: string) {
    if (verifiedRef.current !== details.phone) {
      const result = await checkVerification(details.phone, code);
      if (isLoginSession(result)) {
        notifySuccess(AUTH_MESSAGES.signedInToExisting);
        completeLogin(result);
        return;
      }
      setVerified(details.phone);
    }
    completeLogin(await createAccount(details));
  }

  /** Creates the account of the phone verified before, without a code. */
  async function register(details: SignUpDetails) {
    try {
      completeLogin(await createAccount(details));
    } catch (error) {
      // The verification lapsed or was used (the server names the phone), or the phone has an account now:
      // the next "Send Code" asks for a code again.
      if (error instanceof ApiRequestError && (error.status === 409 || 'phoneNo' in error.errors)) {
        setVerified(undefined);
      }
      throw error;
    }
  }

  return {
    /** The phone verified in this browser moments ago, which registers without a code. */
    verifiedPhone,
    verify,
    register,
    /** A phone the sign-in screen verified and handed over. */
    rememberVerifiedPhone: setVerified,
    /** Another phone needs its own code. */
    forgetVerifiedPhone: useCallback(() => setVerified(undefined), [setVerified]),
  };
}
