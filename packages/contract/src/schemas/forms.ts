import { z } from '../zod.js';
import { CONSULTATION_PROJECTS, MESSAGE_TYPES } from '../codes.js';
import { CONSULTATION_DESCRIPTION_MAX, NAME_FIELD_MAX, PHONE_COUNTRIES } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { CandidateLeadSchema } from './applications.js';
import { ContactMessageSchema } from './contact.js';
import { optionalText, phoneNumber, requiredText } from './fields.js';

/**
 * The public lead forms' request and response shapes. What the product adds to the spec's payloads
 * travels beside the spec's field names (decisions §1): a honeypot field and the consultation details.
 */

/** A hidden field that people never fill in; a filled one marks an automated submission. */
export const HONEYPOT_FIELD = 'website';
export const honeypot = () => z.string().max(2000).optional();

/** The captcha token of a consultation request travels in this header (decisions §7). */
export const CAPTCHA_TOKEN_HEADER = 'x-captcha-token';

/** The multipart field that carries the resume of a job application (spec section 3). */
export const RESUME_FILE_FIELD = 'file';

/** POST /CRM/AddContactUs: the spec's contact message plus the consultation's mobile, position and project. */
export const ContactUsRequestSchema = ContactMessageSchema.extend({
  pro_PhoneNo: z.string().trim().max(32).optional(),
  pro_position: optionalText(NAME_FIELD_MAX),
  pro_project: z.enum(CONSULTATION_PROJECTS).optional(),
  [HONEYPOT_FIELD]: honeypot(),
});
export type ContactUsRequest = z.input<typeof ContactUsRequestSchema>;

const consultation = MESSAGES.consultation;

/** What a consultation request (pro_messagetype 166110002) must carry besides the contact fields. */
export const ConsultationDetailsSchema = z.object({
  pro_messagetype: z.literal(MESSAGE_TYPES.consultation),
  pro_firstname: requiredText(consultation.fullName, NAME_FIELD_MAX),
  pro_PhoneNo: phoneNumber(consultation.mobile),
  pro_position: requiredText(consultation.position, NAME_FIELD_MAX),
  pro_message: requiredText(consultation.description, CONSULTATION_DESCRIPTION_MAX),
  pro_project: z.enum(CONSULTATION_PROJECTS, { error: consultation.project }),
});

/** POST /CRM/AddCandidateLead with the honeypot field. */
export const CandidateLeadRequestSchema = CandidateLeadSchema.extend({ [HONEYPOT_FIELD]: honeypot() });
export type CandidateLeadRequest = z.input<typeof CandidateLeadRequestSchema>;

/** The answer to an accepted form submission. */
export const SubmissionReceivedSchema = z.object({ message: z.string() });
export type SubmissionReceived = z.infer<typeof SubmissionReceivedSchema>;

/** GET /captcha/config: which captcha the consultation page shows (decisions §7). */
export const CAPTCHA_VARIANTS = ['normal', 'invisible'] as const;
export type CaptchaVariant = (typeof CAPTCHA_VARIANTS)[number];
export const CAPTCHA_LANGUAGE = 'en';

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

/** The phone country offered for a detected visitor country, if it is one of ours. */
export function toOfferedPhoneCountry(country: string | null | undefined) {
  return PHONE_COUNTRIES.find((offered) => offered === country?.toUpperCase());
}
