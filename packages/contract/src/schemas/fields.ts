import { z } from '../zod.js';
import { NAME_FIELD_MAX, TEXT_FIELD_MAX } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { EMAIL_PATTERN, NAME_PATTERN } from '../patterns.js';

/**
 * Building blocks for the form schemas: each takes the spec's messages for its form. Phone numbers are in
 * ./phone.ts, so that forms without one do not load the phone number library.
 */

/** A string that is not blank once trimmed; `message` when it is missing or blank. */
export function filledText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

export function requiredText(message: string, max = TEXT_FIELD_MAX) {
  return filledText(message).max(max, { error: MESSAGES.tooLong });
}

export function personName(message: string) {
  return requiredText(message, NAME_FIELD_MAX).regex(NAME_PATTERN, { error: MESSAGES.nameLettersOnly });
}

export function email(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(254, { error: MESSAGES.tooLong })
    .regex(EMAIL_PATTERN, { error: messages.invalid });
}

/** An optional text that the product sends empty (pro_partnerreference, pro_employeereference). */
export function optionalText(max = TEXT_FIELD_MAX) {
  return z.string().trim().max(max, { error: MESSAGES.tooLong }).optional().default('');
}
