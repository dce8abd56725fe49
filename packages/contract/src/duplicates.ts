import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { PHONE_METADATA } from './phone-metadata.js';

/**
 * Duplicate submissions (docs/product.md#possible-duplicates): an application whose e-mail or phone already
 * applied to the same job is stored and marked "Possible duplicate", pointing at the earlier one. E-mail and
 * phone are compared normalised; these keys are stored beside the typed values.
 */

export const POSSIBLE_DUPLICATE_LABEL = 'Possible duplicate';

/** What a signed-in submitter (a partner) is told when the candidate was already submitted for the job. */
export const ALREADY_SUBMITTED_NOTICE = 'This candidate was already submitted for this job.';

/** An e-mail address as matching compares it: trimmed and lower-cased; null when empty. */
export function toEmailKey(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase();
  return key === '' ? null : key;
}

/** A number without its country code is taken as a North American one (the offices' first market). */
const DEFAULT_PHONE_COUNTRY = 'US';

/**
 * A phone number as matching compares it: E.164 (`+12015550123`) however it was typed ("(201) 555-0123",
 * "+1 201-555-0123", "001 201 555 0123"); a number libphonenumber cannot read keeps its digits (with a
 * leading "+" when it had one). Null when it has no digits.
 */
export function toPhoneKey(phone: string | null | undefined): string | null {
  const text = (phone ?? '').trim();
  if (!/\d/.test(text)) return null;
  const international = text.replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(international, DEFAULT_PHONE_COUNTRY, PHONE_METADATA);
  if (parsed) return parsed.number;
  const digits = international.replace(/\D/g, '');
  return international.startsWith('+') ? `+${digits}` : digits;
}
