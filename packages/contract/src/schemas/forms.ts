import { z } from '../zod.js';
import { CAPTCHA_TOKEN_HEADER, CAPTCHA_VARIANTS } from '../form-fields.js';

/**
 * The public lead forms' request and response shapes. What the product adds to the spec's payloads
 * travels beside the spec's field names (decisions §1): a honeypot field and the consultation details
 * (the AddContactUs request itself is in ./contact-us.ts).
 */

/** The hidden honeypot field (HONEYPOT_FIELD): people never fill it in. */
export const honeypot = () => z.string().max(2000).optional();

/** The answer to an accepted form submission. */
export const SubmissionReceivedSchema = z.object({ message: z.string() });
export type SubmissionReceived = z.infer<typeof SubmissionReceivedSchema>;

/** GET /captcha/config: which captcha the consultation page shows (decisions §7). */
export const CaptchaConfigSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('altcha'),
    variant: z.enum(CAPTCHA_VARIANTS),
    language: z.string(),
    challengeUrl: z.string(),
  }),
  z.object({
    provider: z.literal('recaptcha'),
    variant: z.enum(CAPTCHA_VARIANTS),
    language: z.string(),
    siteKey: z.string(),
  }),
]);
export type CaptchaConfig = z.infer<typeof CaptchaConfigSchema>;

/** The request headers of a call that needs a solved captcha: its token travels in CAPTCHA_TOKEN_HEADER. */
export const CaptchaHeadersSchema = z.object({ [CAPTCHA_TOKEN_HEADER]: z.string().max(20_000).optional() });

/** GET /ipinfo: the caller's country (ISO 3166-1 alpha-2), or null when it is not known. */
export const IpInfoSchema = z.object({ country: z.string().length(2).nullable() });
export type IpInfo = z.infer<typeof IpInfoSchema>;

/** GET /CRM/GetJobByName?jobname= */
export const JobByNameQuerySchema = z.object({
  jobname: z
    .string({ error: 'Please give a job name' })
    .trim()
    .min(1, { error: 'Please give a job name' })
    .max(200),
});
