import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatHours, formatMoney, plural } from './format';

describe('portal display formats', () => {
  it('shows calendar dates the same in every time zone', () => {
    expect(formatDate('2026-11-16')).toBe('Nov 16, 2026');
    expect(formatDateRange('2026-11-16', '2026-11-16')).toBe('Nov 16, 2026');
    expect(formatDateRange('2026-11-16', '2026-11-20')).toBe('Nov 16, 2026 – Nov 20, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('formats money, hours and counts', () => {
    expect(formatMoney(1250.5, 'USD')).toBe('$1,250.50');
    expect(formatMoney(18, 'INR')).toBe('₹18.00');
    expect(formatHours(40)).toBe('40 h');
    expect(formatHours(7.5)).toBe('7.5 h');
    expect(formatHours(7.25)).toBe('7.25 h');
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(3, 'day')).toBe('3 days');
  });
});
