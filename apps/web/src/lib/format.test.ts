import { describe, expect, it } from 'vitest';
import { formatHours, plural } from './format';

describe('portal display formats', () => {
  it('formats hours and counts', () => {
    expect(formatHours(40)).toBe('40 h');
    expect(formatHours(7.5)).toBe('7.5 h');
    expect(formatHours(7.25)).toBe('7.25 h');
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(3, 'day')).toBe('3 days');
  });
});
