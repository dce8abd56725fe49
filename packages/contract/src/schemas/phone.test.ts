import { describe, expect, it } from 'vitest';
import { isOfferedPhoneNumber } from './phone.js';

describe('phone numbers of the offered countries', () => {
  it('accepts United States, Canadian and Indian numbers in E.164', () => {
    expect(isOfferedPhoneNumber('+12015550123')).toBe(true);
    expect(isOfferedPhoneNumber('+16045550123')).toBe(true);
    expect(isOfferedPhoneNumber('+919812345678')).toBe(true);
  });

  it('refuses valid numbers of other countries, national forms and garbage', () => {
    expect(isOfferedPhoneNumber('+442079460000')).toBe(false);
    expect(isOfferedPhoneNumber('+12685551234')).toBe(false);
    expect(isOfferedPhoneNumber('2015550123')).toBe(false);
    expect(isOfferedPhoneNumber('+1201555012')).toBe(false);
  });
});
