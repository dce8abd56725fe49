import { z } from '../zod.js';
import { USER_TYPE_CODES, USER_TYPES } from '../codes.js';
import { ACCOUNT_STATUS_CODES, STAFF_ROLE_CODES } from '../back-office.js';
import { AUTH_MESSAGES } from '../auth-messages.js';
import { NAME_FIELD_MAX, OTP } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { email, isSingleLine, lineOfText, personName, webAddressFormat } from './fields.js';
import { phoneNumber } from './phone.js';
import { SessionSchema } from './session.js';

/** Both payload spellings of the phone number (docs/product.md#records): phoneNo or phoneNumber. */
const phoneFields = {
  phoneNo: phoneNumber(AUTH_MESSAGES.phoneRequired).optional(),
  phoneNumber: phoneNumber(AUTH_MESSAGES.phoneRequired).optional(),
};

function requirePhone(value: { phoneNo?: string | undefined; phoneNumber?: string | undefined }) {
  return value.phoneNo !== undefined || value.phoneNumber !== undefined;
}

/** The phone number of a payload that carries phoneNo or phoneNumber. */
export function payloadPhone(value: {
  phoneNo?: string | undefined;
  phoneNumber?: string | undefined;
}): string {
  const phone = value.phoneNo ?? value.phoneNumber;
  // The schemas that accept either spelling require one of them.
  if (phone === undefined) throw new Error('A payload without a phone number passed validation');
  return phone;
}

export const UserTypeSchema = z.union([z.literal(USER_TYPE_CODES[0]), z.literal(USER_TYPE_CODES[1])], {
  error: AUTH_MESSAGES.roleRequired,
});

export const VerificationCodeSchema = z
  .string({ error: AUTH_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.codeRequired })
  .regex(new RegExp(`^\\d{${OTP.length}}$`), { error: AUTH_MESSAGES.codeFormat });

/** POST /CRM/SendVerification */
export const SendVerificationBodySchema = z.object({ phoneNo: phoneNumber(AUTH_MESSAGES.phoneRequired) });
export type SendVerificationBody = z.infer<typeof SendVerificationBodySchema>;

export const SendVerificationResponseSchema = z.object({
  sent: z.literal(true),
  /** Seconds before another code may be requested. */
  resendAfterSeconds: z.number().int().nonnegative(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int().positive(),
  /**
   * Binds the code to this request: CheckVerification needs it (in its body, or the HttpOnly cookie this
   * answer sets).
   */
  verificationId: z.string(),
});
export type SendVerificationResponse = z.infer<typeof SendVerificationResponseSchema>;

/**
 * POST /CRM/CheckUser: phoneNo in the query and in the body (docs/product.md#api). It tells a stranger
 * nothing: the answer is false for every number (docs/product.md#sign-in), and the code a phone is sent
 * tells its holder whether it has an account (CheckVerification).
 */
export const CheckUserQuerySchema = z.object({
  phoneNo: phoneNumber(AUTH_MESSAGES.phoneRequired).optional(),
});
export const CheckUserBodySchema = z
  .object({ phoneNo: phoneNumber(AUTH_MESSAGES.phoneRequired).optional() })
  .nullish();
export const CheckUserResponseSchema = z.object({ userExists: z.literal(false) });
export type CheckUserResponse = z.infer<typeof CheckUserResponseSchema>;

/** The longest verificationId accepted (SendVerification's are 43 characters). */
const VERIFICATION_ID_MAX = 200;

/**
 * POST /CRM/CheckVerification {phoneNumber or phoneNo, code, userType} (docs/product.md#records), and the
 * verificationId of SendVerification's answer (here or in its cookie).
 */
export const CheckVerificationBodySchema = z
  .object({
    ...phoneFields,
    code: VerificationCodeSchema,
    userType: UserTypeSchema.optional().default(USER_TYPES.employee),
    verificationId: z.string().max(VERIFICATION_ID_MAX).optional(),
  })
  .refine(requirePhone, { error: AUTH_MESSAGES.phoneRequired, path: ['phoneNo'] });
export type CheckVerificationBody = z.input<typeof CheckVerificationBodySchema>;

/** The session the API answers on login: the localStorage entry, token as a plain string. */
export const LoginSessionSchema = SessionSchema.extend({ token: z.string().min(1) });
export type LoginSession = z.infer<typeof LoginSessionSchema>;

/** CheckVerification for a phone without an account: verified for a few minutes, ready to register. */
export const PhoneVerifiedSchema = z.object({
  verified: z.literal(true),
  registered: z.literal(false),
  /** Seconds left to create the account. */
  registerWithinSeconds: z.number().int().positive(),
});
export type PhoneVerified = z.infer<typeof PhoneVerifiedSchema>;

export const CheckVerificationResponseSchema = z.union([LoginSessionSchema, PhoneVerifiedSchema]);
export type CheckVerificationResponse = z.infer<typeof CheckVerificationResponseSchema>;

/** Name, e-mail and role of a new account; partners also give their company name (docs/product.md#labels). */
export const SignUpDetailsShape = {
  name: personName(AUTH_MESSAGES.nameRequired),
  email: email({ required: AUTH_MESSAGES.emailRequired, invalid: AUTH_MESSAGES.emailInvalid }),
  userType: UserTypeSchema,
  companyName: lineOfText(NAME_FIELD_MAX).optional(),
};

function requireCompanyForPartner(
  value: { userType: number; companyName?: string | undefined },
  context: z.RefinementCtx,
) {
  if (value.userType === USER_TYPES.partner && !value.companyName) {
    context.addIssue({ code: 'custom', message: AUTH_MESSAGES.companyNameRequired, path: ['companyName'] });
  }
}

export const SignUpDetailsSchema = z.object(SignUpDetailsShape).superRefine(requireCompanyForPartner);
export type SignUpDetails = z.infer<typeof SignUpDetailsSchema>;

/** POST /api/phone-number-login/account/register-request-token: only for a phone verified moments ago. */
export const RegisterBodySchema = z
  .object({
    ...phoneFields,
    ...SignUpDetailsShape,
    /** The verificationId whose code verified the phone (here or in its cookie, which CheckVerification set). */
    verificationId: z.string().max(VERIFICATION_ID_MAX).optional(),
  })
  .refine(requirePhone, { error: AUTH_MESSAGES.phoneRequired, path: ['phoneNo'] })
  .superRefine(requireCompanyForPartner);
export type RegisterBody = z.input<typeof RegisterBodySchema>;

const optionalWebsite = z
  .union([z.literal(''), webAddressFormat(AUTH_MESSAGES.companyWebsiteInvalid)])
  .optional();

/** POST /CRM/PartnerSignUp: a partner's company details (bearer token, partner role). */
export const PartnerSignUpBodySchema = z.object({
  companyName: z
    .string({ error: AUTH_MESSAGES.companyNameRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.companyNameRequired })
    .max(NAME_FIELD_MAX)
    .refine(isSingleLine, { error: MESSAGES.singleLine }),
  companyWebsite: optionalWebsite,
});
export type PartnerSignUpBody = z.input<typeof PartnerSignUpBodySchema>;

/** GET /CRM/GetProfile and GET /api/phone-number-login/account/GetProfile. */
export const ProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNo: z.string(),
  userType: UserTypeSchema,
  companyName: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  hasProfileImage: z.boolean(),
  /** The e-mail is a placeholder (docs/product.md#records): the user is asked to complete the profile. */
  hasFakeEmail: z.boolean(),
  createdAt: z.string(),
  /** A self-registered account is pending until an admin approves it (docs/product.md#back-office). */
  status: z.enum(ACCOUNT_STATUS_CODES),
  /** Staff roles (employees of the firm only). */
  roles: z.array(z.enum(STAFF_ROLE_CODES)),
  /** The "Reminders" switch of My profile: the Friday time-sheet reminder and the Monday approval digest. */
  reminders: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** POST /CRM/UpdateReminders: the caller's own "Reminders" switch (docs/product.md#reminders). */
export const UpdateRemindersBodySchema = z.object({ reminders: z.boolean() });
export type UpdateRemindersBody = z.infer<typeof UpdateRemindersBodySchema>;

/** POST /api/phone-number-login/account/VerifySocialUser: an OpenID Connect ID token. */
export const VerifySocialUserBodySchema = z.object({
  idToken: z.string().trim().min(1).max(8192),
  /** The role of an account created by this sign-in (default employee). */
  userType: UserTypeSchema.optional(),
});
export type VerifySocialUserBody = z.infer<typeof VerifySocialUserBodySchema>;

/** POST logout: true once the refresh token is revoked (docs/product.md#forms). */
export const LogoutResponseSchema = z.boolean();
