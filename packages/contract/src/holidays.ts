import { addDays, daysBetween, weekdayIndex } from './portal-dates.js';

/** The firm's offices (docs/product.md#leave): each person works from one, whose holidays they have off. */
export const OFFICES = [
  { code: 'seattle', label: 'Seattle' },
  { code: 'pune', label: 'Pune' },
] as const;
export type OfficeCode = (typeof OFFICES)[number]['code'];
export const OFFICE_CODES = OFFICES.map((office) => office.code) as [OfficeCode, ...OfficeCode[]];
/** The office of a person nobody has placed yet (and of every account made before offices existed). */
export const DEFAULT_OFFICE: OfficeCode = 'seattle';

export function isOfficeCode(value: string): value is OfficeCode {
  return (OFFICE_CODES as readonly string[]).includes(value);
}

export function officeLabel(code: string): string {
  return OFFICES.find((office) => office.code === code)?.label ?? code;
}

/** One day off of an office's holiday calendar. */
export interface HolidayDate {
  date: string;
  name: string;
}

export const HOLIDAY_MESSAGES = {
  office: 'Please choose the office',
  date: 'Please choose the date',
  name: 'Please enter the name of the holiday',
  duplicate: 'This office already has a holiday on this date',
  notFound: 'This holiday does not exist',
} as const;

/** The office holidays a leave request may look at: the calendars of last year, this year and the next two. */
export function holidayWindow(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  return { from: `${year - 1}-01-01`, to: `${year + 2}-12-31` };
}

/**
 * The leave days of a request from `from` to `to` (both included): Monday to Friday, less the office's
 * holidays. `skipped` names the holidays that fell on those weekdays, in date order. The leave form's
 * preview and the server count with this one function.
 */
export function countLeaveDays(
  from: string,
  to: string,
  holidays: ReadonlyArray<HolidayDate> = [],
): { days: number; skipped: HolidayDate[] } {
  const span = daysBetween(from, to);
  if (span < 0) return { days: 0, skipped: [] };
  const byDate = new Map<string, HolidayDate>();
  for (const holiday of holidays) {
    if (holiday.date >= from && holiday.date <= to && !byDate.has(holiday.date))
      byDate.set(holiday.date, holiday);
  }
  let days = 0;
  const skipped: HolidayDate[] = [];
  for (let offset = 0; offset <= span; offset += 1) {
    const date = addDays(from, offset);
    if (weekdayIndex(date) >= 5) continue;
    const holiday = byDate.get(date);
    if (holiday) skipped.push({ date: holiday.date, name: holiday.name });
    else days += 1;
  }
  return { days, skipped };
}

/** The Nth (1-based) given weekday (0 Monday … 6 Sunday) of a month, or the last one when `nth` is -1. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, nth: number): string {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  if (nth > 0) {
    const offset = (weekday - weekdayIndex(first) + 7) % 7;
    return addDays(first, offset + (nth - 1) * 7);
  }
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const last = addDays(nextMonth, -1);
  return addDays(last, -((weekdayIndex(last) - weekday + 7) % 7));
}

const MONDAY = 0;
const THURSDAY = 3;
const fixed = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * A fixed-date US federal holiday on a weekend is observed on the Friday before (Saturday) or the Monday
 * after (Sunday); the calendar keeps the day itself and adds the observed day.
 */
function withObserved(holiday: HolidayDate): HolidayDate[] {
  const weekday = weekdayIndex(holiday.date);
  if (weekday < 5) return [holiday];
  const observed = addDays(holiday.date, weekday === 5 ? -1 : 1);
  return [holiday, { date: observed, name: `${holiday.name} (observed)` }];
}

function usFederalHolidaysOf(year: number): HolidayDate[] {
  return [
    ...withObserved({ date: fixed(year, 1, 1), name: "New Year's Day" }),
    { date: nthWeekdayOfMonth(year, 1, MONDAY, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { date: nthWeekdayOfMonth(year, 2, MONDAY, 3), name: "Washington's Birthday" },
    { date: nthWeekdayOfMonth(year, 5, MONDAY, -1), name: 'Memorial Day' },
    ...withObserved({ date: fixed(year, 6, 19), name: 'Juneteenth National Independence Day' }),
    ...withObserved({ date: fixed(year, 7, 4), name: 'Independence Day' }),
    { date: nthWeekdayOfMonth(year, 9, MONDAY, 1), name: 'Labor Day' },
    { date: nthWeekdayOfMonth(year, 10, MONDAY, 2), name: 'Columbus Day' },
    ...withObserved({ date: fixed(year, 11, 11), name: 'Veterans Day' }),
    { date: nthWeekdayOfMonth(year, 11, THURSDAY, 4), name: 'Thanksgiving Day' },
    ...withObserved({ date: fixed(year, 12, 25), name: 'Christmas Day' }),
  ];
}

/** US federal holidays of a year, with the observed days that fall in it (New Year's Day may be observed on 31 December). */
export function usFederalHolidays(year: number): HolidayDate[] {
  return [...usFederalHolidaysOf(year), ...usFederalHolidaysOf(year + 1)]
    .filter((holiday) => holiday.date.startsWith(`${year}-`))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** India's national holidays (the three national days) and Christmas, which the firm's Pune office keeps too. */
export function indianNationalHolidays(year: number): HolidayDate[] {
  return [
    { date: fixed(year, 1, 26), name: 'Republic Day' },
    { date: fixed(year, 8, 15), name: 'Independence Day' },
    { date: fixed(year, 10, 2), name: 'Gandhi Jayanti' },
    { date: fixed(year, 12, 25), name: 'Christmas Day' },
  ];
}

/** The starting calendar of an office for a year: Seattle keeps US federal holidays, Pune Indian national ones. */
export function defaultHolidays(office: OfficeCode, year: number): HolidayDate[] {
  return office === 'seattle' ? usFederalHolidays(year) : indianNationalHolidays(year);
}
