import { z } from '../zod.js';
import { NAME_FIELD_MAX, TEXT_FIELD_MAX } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { EMAIL_PATTERN, NAME_PATTERN } from '../patterns.js';

/**
 * Building blocks for the form schemas: each takes the spec's messages for its form. Phone numbers are in
 * ./phone.ts, so that forms without one do not load the phone number library. Every text is one line
 * (no CR or LF) unless it is built with multilineText; the server refuses control characters and lone
 * surrogates in any text before these run (apps/api input hygiene).
 */

const LINE_BREAK = /[\r\n]/;

/** Whether a text holds no line break (CR or LF). */
export function isSingleLine(value: string): boolean {
  return !LINE_BREAK.test(value);
}

/** A string that is not blank once trimmed; `message` when it is missing or blank. */
export function filledText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** A required single-line text (a title, a position, an address line). */
export function requiredText(message: string, max = TEXT_FIELD_MAX) {
  return filledText(message)
    .max(max, { error: MESSAGES.tooLong })
    .refine(isSingleLine, { error: MESSAGES.singleLine });
}

/** A required text over several lines (a message, a description, a reason): line breaks and tabs allowed. */
export function multilineText(message: string, max = TEXT_FIELD_MAX) {
  return filledText(message).max(max, { error: MESSAGES.tooLong });
}

/** An optional single line as a search box or a filter sends it (undefined when not given). */
export function lineOfText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: MESSAGES.tooLong })
    .refine(isSingleLine, { error: MESSAGES.singleLine });
}

/**
 * A web address: an absolute http:// or https:// URL with a domain name. No other scheme (javascript:, data:,
 * mailto:) is ever accepted or shown as a link.
 */
export function webAddressFormat(error: string) {
  return z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error });
}

const WEB_ADDRESS = webAddressFormat(MESSAGES.webAddressInvalid);

/** Whether a text is a web address (webAddressFormat): only these are rendered as links. */
export function isWebAddress(text: string): boolean {
  return WEB_ADDRESS.safeParse(text).success;
}

/** An address typed without its scheme ("www.linkedin.com/in/your-name") is taken as an https:// one. */
function withWebScheme(text: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
}

/** A required web address (a LinkedIn profile): `message` when blank, MESSAGES.webAddressInvalid when not one. */
export function webAddress(message: string, max = TEXT_FIELD_MAX) {
  return requiredText(message, max)
    .transform(withWebScheme)
    .refine(isWebAddress, { error: MESSAGES.webAddressInvalid });
}

/** A person's name: letters of any script, spaces and ' - . , (NAME_PATTERN), at most NAME_FIELD_MAX. */
export function personName(message: string) {
  return requiredText(message, NAME_FIELD_MAX).regex(NAME_PATTERN, { error: MESSAGES.nameLettersOnly });
}

/** A name that may be left empty ('' when not given), checked like personName when it is given. */
export function optionalPersonName() {
  return z
    .string()
    .trim()
    .max(NAME_FIELD_MAX, { error: MESSAGES.tooLong })
    .refine((value) => value === '' || NAME_PATTERN.test(value), { error: MESSAGES.nameLettersOnly })
    .optional()
    .default('');
}

export function email(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(254, { error: MESSAGES.tooLong })
    .regex(EMAIL_PATTERN, { error: messages.invalid });
}

/** An optional single line that the product sends empty (pro_partnerreference, pro_employeereference). */
export function optionalText(max = TEXT_FIELD_MAX) {
  return lineOfText(max).optional().default('');
}
