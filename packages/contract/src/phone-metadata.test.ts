import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { filterPhoneMetadata, libraryMinMetadata } from '../scripts/generate-phone-metadata.mjs';
import { PHONE_COUNTRIES } from './limits.js';
import { PHONE_METADATA } from './phone-metadata.js';
import { isOfferedPhoneNumber } from './schemas/phone.js';

const fullMetadata = libraryMinMetadata();

/** The check as it was with every country's metadata: the cut-down metadata must answer the same. */
function isOfferedWithFullMetadata(value: string): boolean {
  if (!/^\+[1-9]\d{6,14}$/.test(value)) return false;
  const parsed = parsePhoneNumberFromString(value, fullMetadata);
  return (
    parsed !== undefined && parsed.isValid() && PHONE_COUNTRIES.some((country) => country === parsed.country)
  );
}

describe('the phone metadata', () => {
  it('is the installed library metadata cut down to the offered countries (else run generate:phone-metadata)', () => {
    expect(PHONE_METADATA).toEqual(filterPhoneMetadata(fullMetadata, PHONE_COUNTRIES));
  });

  it('judges numbers as the full metadata does', () => {
    const callingCodes = ['1', '91', '44', '61', '7', '86', '52', '1268', '1876', '1242', '1345'];
    const numbers = fc
      .tuple(fc.constantFrom(...callingCodes), fc.stringMatching(/^\d{4,12}$/))
      .map(([code, rest]) => `+${code}${rest}`);
    fc.assert(
      fc.property(numbers, (value) => {
        expect(isOfferedPhoneNumber(value)).toBe(isOfferedWithFullMetadata(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('judges well-formed numbers of the +1 plan area codes as the full metadata does', () => {
    // Every area code, with a valid-looking exchange: US, Canadian and Caribbean numbers alike.
    for (let area = 200; area <= 999; area += 1) {
      for (const rest of ['2345678', '5550123', '9012345']) {
        const value = `+1${area}${rest}`;
        expect(isOfferedPhoneNumber(value), value).toBe(isOfferedWithFullMetadata(value));
      }
    }
  });
});
