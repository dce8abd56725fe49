import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatMoney } from './display-format.js';

describe('display formats', () => {
  it('shows calendar dates the same in every time zone', () => {
    expect(formatDate('2026-11-16')).toBe('Nov 16, 2026');
    expect(formatDateRange('2026-11-16', '2026-11-16')).toBe('Nov 16, 2026');
    expect(formatDateRange('2026-11-16', '2026-11-20')).toBe('Nov 16, 2026 – Nov 20, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('formats money with its currency', () => {
    expect(formatMoney(125_050, 'USD')).toBe('$1,250.50');
    expect(formatMoney(1800, 'INR')).toBe('₹18.00');
    expect(formatMoney(33_250_000, 'INR')).toBe('₹3,32,500.00');
    expect(formatMoney(1800, 'not a currency')).toBe('18.00 not a currency');
  });

  it("formats integer minor units in the currency's own locale", () => {
    expect(formatMoney(380000, 'USD')).toBe('$3,800.00');
    expect(formatMoney(33250000, 'INR')).toBe('₹3,32,500.00');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(-123456, 'INR')).toBe('-₹1,234.56');
  });
});
