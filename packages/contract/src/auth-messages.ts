import { OTP } from './limits.js';

const CODE_REFUSED = 'The verification code is not correct. Please request a new code.';

/** Texts of the phone sign-in and sign-up flow (the spec quotes none; these follow its wording). */
export const AUTH_MESSAGES = {
  phoneRequired: 'Please enter Mobile No.',
  codeRequired: 'Please enter Verification Code',
  codeFormat: `The verification code has ${OTP.length} digits`,
  nameRequired: 'Please enter Full Name',
  emailRequired: 'Please enter EmailId',
  emailInvalid: 'Please enter Valid EmailId',
  roleRequired: 'Please select Employee or Partner',
  companyNameRequired: 'Please enter Company Name',
  companyWebsiteInvalid: 'Please enter a valid website address',
  codeSent: 'We sent a verification code to your phone',
  /** A wrong code, to the holder of its verificationId only (the tries left tell that a code is outstanding). */
  wrongCode: (triesLeft: number) =>
    triesLeft > 0
      ? `The verification code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
      : CODE_REFUSED,
  /**
   * A check without the matching verificationId (none, unknown, another phone's): the same whether or not
   * the phone has a code, and the same as a last wrong try.
   */
  codeRefused: CODE_REFUSED,
  codeExpired: 'The verification code has expired. Please request a new code.',
  codeLocked: 'Too many wrong tries. Please request a new code.',
  /** The holder of a verificationId whose code was used already. */
  noActiveCode: 'Please request a verification code first.',
  resendCooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  phoneHourlyLimit: 'Too many codes were requested for this phone number. Please try again later.',
  ipHourlyLimit: 'Too many codes were requested from your network. Please try again later.',
  smsFailed: 'We could not send the verification code. Please try again shortly.',
  phoneNotVerified: 'Please verify your phone number first.',
  accountExists: 'An account with this phone number already exists. Please sign in.',
  /** Sign-up of a phone that has an account: its code signed that account in. */
  signedInToExisting: 'This phone number already has an account: you are signed in to it.',
  /** Sign-in of a phone without an account: its code verified it, and the sign-up form opens. */
  noAccount:
    'There is no account for this phone number yet. Your number is verified: add your details to create one.',
  partnerOnly: 'Only partner accounts have company details',
  sessionExpired: 'Your session has expired. Please sign in again.',
  socialNotConfigured: 'Social sign-in is not configured on this server',
  socialTokenInvalid: 'The sign-in token is not valid',
  socialUnavailable: 'Social sign-in is temporarily unavailable, please try again shortly',
  socialNoAccount: 'No account matches this sign-in. Please sign up with your phone number.',
  imageRequired: 'Please choose an image',
  imageType: 'Please choose a JPEG, PNG or WebP image',
  imageTooBig: 'The image is too big, size should be at most 5MB',
  noProfileImage: 'No profile image yet',
  completeProfile: 'Please complete your profile: add your e-mail address.',
} as const;
