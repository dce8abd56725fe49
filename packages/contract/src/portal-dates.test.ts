import { describe, expect, it } from 'vitest';
import {
  addDays,
  computePtoBalance,
  countWorkingDays,
  isIsoDate,
  isMonday,
  mondayOf,
  rangesOverlap,
} from './portal-dates.js';

describe('calendar dates', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
  });

  it('finds the Monday of a week and counts Monday to Friday days', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(isMonday('2026-11-16')).toBe(true);
    expect(countWorkingDays('2026-11-16', '2026-11-22')).toBe(5);
    expect(countWorkingDays('2026-11-21', '2026-11-22')).toBe(0);
    expect(countWorkingDays('2026-11-20', '2026-11-23')).toBe(2);
    expect(countWorkingDays('2026-11-23', '2026-11-20')).toBe(0);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('sees overlapping ranges, including a shared single day', () => {
    expect(
      rangesOverlap({ from: '2026-11-16', to: '2026-11-20' }, { from: '2026-11-20', to: '2026-11-24' }),
    ).toBe(true);
    expect(
      rangesOverlap({ from: '2026-11-16', to: '2026-11-19' }, { from: '2026-11-20', to: '2026-11-24' }),
    ).toBe(false);
  });
});

describe('paid time off balance (20 days a year, 1.7 a month, cap 25)', () => {
  it('credits 1.7 days at the start of every month of service', () => {
    expect(computePtoBalance({ employedSince: '2026-01-05', today: '2026-11-22', requests: [] })).toEqual({
      accruedDays: 18.7,
      usedDays: 0,
      availableDays: 18.7,
    });
  });

  it('never lets the balance grow beyond 25 days', () => {
    const balance = computePtoBalance({ employedSince: '2023-01-01', today: '2026-11-22', requests: [] });
    expect(balance.availableDays).toBe(25);
  });

  it('takes days off in the month they start, and reserves later requests today', () => {
    const balance = computePtoBalance({
      employedSince: '2025-01-01',
      today: '2026-03-10',
      requests: [
        { fromDate: '2025-06-02', days: 5 },
        { fromDate: '2026-04-06', days: 3 },
      ],
    });
    // 15 months accrue 25.5 days; 5 were taken in June, 3 are reserved for April.
    expect(balance).toEqual({ accruedDays: 25.5, usedDays: 8, availableDays: 17.5 });
  });

  it('stops crediting at the cap and credits again once days are taken', () => {
    const balance = computePtoBalance({
      employedSince: '2024-01-01',
      today: '2026-03-10',
      requests: [{ fromDate: '2026-02-02', days: 5 }],
    });
    // 25 by January 2026; February adds nothing, then 5 are taken; March adds 1.7.
    expect(balance.availableDays).toBe(21.7);
  });
});
