import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { PHONE_COUNTRIES } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { PHONE_METADATA } from '../phone-metadata.js';
import { filledText } from './fields.js';

/** A phone number in E.164 form, valid for one of the offered countries. */
export function isOfferedPhoneNumber(value: string): boolean {
  if (!/^\+[1-9]\d{6,14}$/.test(value)) return false;
  // An E.164 number names its own country: a valid +44 number is not one of ours. The metadata holds only
  // the offered countries, so a number of any other country does not parse, or is not valid.
  const parsed = parsePhoneNumberFromString(value, PHONE_METADATA);
  return (
    parsed !== undefined && parsed.isValid() && PHONE_COUNTRIES.some((country) => country === parsed.country)
  );
}

export function phoneNumber(requiredMessage: string) {
  return filledText(requiredMessage).refine(isOfferedPhoneNumber, { error: MESSAGES.phoneInvalid });
}
