/**
 * A captcha token that passed verification: its id (spent once, for replay protection) and until when it
 * counts. Named here, beside the repositories, because the captcha service answers it and the captcha and
 * submission-guard repositories spend it.
 */
export interface VerifiedCaptcha {
  tokenId: string;
  expiresAt: Date;
}
