import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from '../zod.js';
import { NAME_FIELD_MAX, PHONE_COUNTRIES, TEXT_FIELD_MAX } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { EMAIL_PATTERN, NAME_PATTERN } from '../patterns.js';

/** Building blocks for the form schemas: each takes the spec's messages for its form. */

export function requiredText(message: string, max = TEXT_FIELD_MAX) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: MESSAGES.tooLong });
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

/** A phone number in E.164 form, valid for one of the offered countries. */
export function isOfferedPhoneNumber(value: string): boolean {
  if (!/^\+[1-9]\d{6,14}$/.test(value)) return false;
  // An E.164 number names its own country: a valid +44 number is not one of ours.
  const parsed = parsePhoneNumberFromString(value);
  return (
    parsed !== undefined && parsed.isValid() && PHONE_COUNTRIES.some((country) => country === parsed.country)
  );
}

export function phoneNumber(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine(isOfferedPhoneNumber, { error: MESSAGES.phoneInvalid });
}

/** An optional text that the product sends empty (pro_partnerreference, pro_employeereference). */
export function optionalText(max = TEXT_FIELD_MAX) {
  return z.string().trim().max(max, { error: MESSAGES.tooLong }).optional().default('');
}
