import { PHONE_COUNTRIES } from './limits.js';

/**
 * Names that the forms and the API agree on besides the schemas. They live apart from the schemas so that a
 * page can use them without building any schema (or loading zod) while it loads.
 */

/** A hidden field that people never fill in; a filled one marks an automated submission. */
export const HONEYPOT_FIELD = 'website';

/** The captcha token of a consultation request travels in this header (docs/product.md#captcha). */
export const CAPTCHA_TOKEN_HEADER = 'x-captcha-token';

/** The multipart field that carries the resume of a job application (docs/product.md#records). */
export const RESUME_FILE_FIELD = 'file';

/** The captchas the consultation page can show (docs/product.md#captcha). */
export const CAPTCHA_VARIANTS = ['normal', 'invisible'] as const;
export type CaptchaVariant = (typeof CAPTCHA_VARIANTS)[number];
export const CAPTCHA_LANGUAGE = 'en';

/** The phone country offered for a detected visitor country, if it is one of ours. */
export function toOfferedPhoneCountry(country: string | null | undefined) {
  return PHONE_COUNTRIES.find((offered) => offered === country?.toUpperCase());
}
