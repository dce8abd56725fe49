import { describe, expect, it } from 'vitest';
import { toOfferedPhoneCountry } from '../form-fields.js';
import { IpInfoSchema } from './ip-info.js';

describe('the visitor country', () => {
  it('is offered only when it is one of US, IN, CA', () => {
    expect(toOfferedPhoneCountry('IN')).toBe('IN');
    expect(toOfferedPhoneCountry('ca')).toBe('CA');
    expect(toOfferedPhoneCountry('GB')).toBeUndefined();
    expect(toOfferedPhoneCountry(null)).toBeUndefined();
    expect(IpInfoSchema.parse({ country: null })).toEqual({ country: null });
  });
});
