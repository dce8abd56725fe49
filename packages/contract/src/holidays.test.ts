import { describe, expect, it } from 'vitest';
import {
  countLeaveDays,
  defaultHolidays,
  indianNationalHolidays,
  nthWeekdayOfMonth,
  usFederalHolidays,
} from './holidays.js';

describe('countLeaveDays', () => {
  it('counts Monday to Friday and skips weekends', () => {
    // Monday 2026-11-16 to Sunday 2026-11-29: two working weeks.
    expect(countLeaveDays('2026-11-16', '2026-11-29')).toEqual({ days: 10, skipped: [] });
    expect(countLeaveDays('2026-11-21', '2026-11-22')).toEqual({ days: 0, skipped: [] });
    expect(countLeaveDays('2026-11-20', '2026-11-19')).toEqual({ days: 0, skipped: [] });
  });

  it("does not count the office's holidays and names the ones it skipped", () => {
    const seattle = usFederalHolidays(2026);
    // Monday 21 December to Friday 1 January: 10 weekdays, Christmas and New Year's Day off.
    const result = countLeaveDays('2026-12-21', '2027-01-01', [...seattle, ...usFederalHolidays(2027)]);
    expect(result.days).toBe(8);
    expect(result.skipped).toEqual([
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2027-01-01', name: "New Year's Day" },
    ]);
  });

  it('does not count 25 December in either office', () => {
    for (const office of ['seattle', 'pune'] as const) {
      const holidays = defaultHolidays(office, 2026);
      expect(countLeaveDays('2026-12-25', '2026-12-25', holidays)).toEqual({
        days: 0,
        skipped: [{ date: '2026-12-25', name: 'Christmas Day' }],
      });
    }
  });

  it('ignores a holiday on a weekend (it is no working day anyway)', () => {
    // Saturday 25 December 2027: the week still counts its five weekdays less the observed Friday.
    const result = countLeaveDays('2027-12-20', '2027-12-26', usFederalHolidays(2027));
    expect(result).toEqual({ days: 4, skipped: [{ date: '2027-12-24', name: 'Christmas Day (observed)' }] });
  });
});

describe('office calendars', () => {
  it('finds the nth and the last weekday of a month', () => {
    expect(nthWeekdayOfMonth(2026, 11, 3, 4)).toBe('2026-11-26');
    expect(nthWeekdayOfMonth(2027, 11, 3, 4)).toBe('2027-11-25');
    expect(nthWeekdayOfMonth(2026, 5, 0, -1)).toBe('2026-05-25');
    expect(nthWeekdayOfMonth(2027, 5, 0, -1)).toBe('2027-05-31');
  });

  it('lists the US federal holidays of 2026 with their observed days', () => {
    expect(usFederalHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-19', name: 'Birthday of Martin Luther King, Jr.' },
      { date: '2026-02-16', name: "Washington's Birthday" },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth National Independence Day' },
      { date: '2026-07-03', name: 'Independence Day (observed)' },
      { date: '2026-07-04', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-10-12', name: 'Columbus Day' },
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it("observes 2028's New Year's Day on Friday 31 December 2027", () => {
    const dates = usFederalHolidays(2027).map((holiday) => holiday.date);
    expect(dates).toContain('2027-12-24');
    expect(dates).toContain('2027-12-25');
    expect(dates.at(-1)).toBe('2027-12-31');
    expect(dates).toContain('2027-11-25');
  });

  it('lists the Indian national holidays with 25 December', () => {
    expect(indianNationalHolidays(2027).map((holiday) => holiday.date)).toEqual([
      '2027-01-26',
      '2027-08-15',
      '2027-10-02',
      '2027-12-25',
    ]);
  });
});
