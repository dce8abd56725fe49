import { HttpError } from '../../errors.js';
import type { SubmissionOutcome } from '../../repositories/recruiting/submission-guard-repository.js';
import {
  CAPTCHA_MESSAGES,
  type CaptchaCheck,
  type VerifiedCaptcha,
} from '../../services/sign-in/captcha-service.js';

/** The 400 answer to a captcha token that does not pass, with the message on the `captcha` field. */
function captchaRefused(message: string): HttpError {
  return new HttpError(400, message, { captcha: message });
}

/** The verified token of a check; a refused one is answered 400. */
export function requireCaptcha(check: CaptchaCheck): VerifiedCaptcha {
  if ('refused' in check) throw captchaRefused(check.message);
  return check.verified;
}

/**
 * A stored submission and a repeat of one are both answered as a success (the sender cannot tell them
 * apart); a captcha token spent before is refused with 400.
 */
export function refuseSpentCaptcha(outcome: SubmissionOutcome): void {
  if (outcome === 'captcha-used') throw captchaRefused(CAPTCHA_MESSAGES.used);
}
