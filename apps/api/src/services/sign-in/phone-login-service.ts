import { AUTH_MESSAGES, USER_TYPES } from '@smartmove/contract';
import type { NewUser, User, UsersQueries } from '../../repositories/people/users-repository.js';
import type { OtpService, VerifyCodeResult } from './otp-service.js';
import type { PeopleService } from '../people/people-service.js';

/** A correct code signs the phone's account in, or lets a new phone without one register for a few minutes. */
export type PhoneVerification =
  { user: User } | { registerWithinSeconds: number } | Extract<VerifyCodeResult, { refused: string }>;

/** The new account, or why it was not created. */
export type Registration =
  { user: User } | { refused: 'account-exists' | 'phone-not-verified'; message: string };

/** Phone sign-in and sign-up on top of the one-time codes (docs/product.md#sign-in). */
export function createPhoneLoginService({
  otp,
  users,
  signUp,
}: {
  otp: OtpService;
  users: UsersQueries;
  /** The write path of a new account (its audit line and the admins' e-mail): people-service's signUp. */
  signUp: PeopleService['signUp'];
}) {
  return {
    /**
     * Uses up the code of the verification: the account of the phone, or how long a phone without one may
     * register.
     */
    async verify(
      phone: string,
      code: string,
      verificationId: string | undefined,
    ): Promise<PhoneVerification> {
      const check = await otp.verifyCode(phone, code, verificationId);
      if ('refused' in check) return check;
      const user = await users.findByPhone(phone);
      if (user) return { user };
      // verifyCode accepts a code only together with its verificationId.
      return { registerWithinSeconds: await otp.markPhoneVerified(phone, verificationId as string) };
    },

    /**
     * Creates the account of a phone verified moments ago by the holder of that verificationId (only a
     * partner's keeps a company name); it waits for an admin's approval, and the admins are told by e-mail.
     */
    async register(
      account: NewUser,
      verificationId: string | undefined,
      now = new Date(),
    ): Promise<Registration> {
      const companyName = account.userType === USER_TYPES.partner ? (account.companyName ?? null) : null;
      // The verification is used up in the transaction that creates the account: both or neither. It is
      // claimed before the phone's account is looked for, so that only its holder learns that one exists.
      const result = await signUp(
        { ...account, companyName },
        (trx) => otp.consumePhoneVerification(account.phone, verificationId, trx),
        now,
      );
      if ('user' in result) return { user: result.user };
      return result.refused === 'phone-not-verified'
        ? { refused: 'phone-not-verified', message: AUTH_MESSAGES.phoneNotVerified }
        : { refused: 'account-exists', message: AUTH_MESSAGES.accountExists };
    },
  };
}

export type PhoneLoginService = ReturnType<typeof createPhoneLoginService>;
