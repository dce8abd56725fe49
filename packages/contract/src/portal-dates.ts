import { HANDBOOK_LEAVE_FIGURES } from './portal.js';

/**
 * Calendar dates as 'YYYY-MM-DD' text, computed in UTC so that the browser and the server count the
 * same days whatever their time zones.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function toUtc(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's date where the user is; the server passes its own clock. */
export function todayIsoDate(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return formatIsoDate(local);
}

export function addDays(value: string, days: number): string {
  return formatIsoDate(new Date(toUtc(value).getTime() + days * DAY_MS));
}

/** The same day `years` later (28 February for 29 February in a common year). */
export function addYears(value: string, years: number): string {
  const year = Number(value.slice(0, 4)) + years;
  const monthDay = value.slice(5);
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !isLeap ? '02-28' : monthDay}`;
}

/**
 * Dates people enter (leave, time sheet weeks, expense claims, holidays): from 2000-01-01 to two years
 * ahead of today. The server's clock may be a day behind the user's, so "today" is taken a day ahead.
 */
export const ENTERED_DATE_MIN = '2000-01-01';
export const ENTERED_DATE_YEARS_AHEAD = 2;

export function latestEnteredDate(today: string = todayIsoDate()): string {
  return addYears(addDays(today, 1), ENTERED_DATE_YEARS_AHEAD);
}

export function isEnteredDateInRange(value: string, today: string = todayIsoDate()): boolean {
  return value >= ENTERED_DATE_MIN && value <= latestEnteredDate(today);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(value: string): number {
  return (toUtc(value).getUTCDay() + 6) % 7;
}

export function isMonday(value: string): boolean {
  return isIsoDate(value) && weekdayIndex(value) === 0;
}

/** The Monday of the week that holds the date. */
export function mondayOf(value: string): string {
  return addDays(value, -weekdayIndex(value));
}

/** The latest week a time sheet may be kept for: next week (one week ahead, a day of clock slack). */
export function latestTimeSheetWeek(today: string = todayIsoDate()): string {
  return addDays(mondayOf(addDays(today, 1)), 7);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

/** Monday to Friday days from `from` to `to`, both included. */
export function countWorkingDays(from: string, to: string): number {
  const span = daysBetween(from, to);
  if (span < 0) return 0;
  let count = 0;
  for (let offset = 0; offset <= span; offset += 1) {
    if (weekdayIndex(addDays(from, offset)) < 5) count += 1;
  }
  return count;
}

export function rangesOverlap(a: { from: string; to: string }, b: { from: string; to: string }): boolean {
  return a.from <= b.to && b.from <= a.to;
}

const roundDays = (value: number) => Math.round(value * 100) / 100;

export interface PtoBalance {
  /** Days credited since employment started (each month's credit is limited by the cap). */
  accruedDays: number;
  /** Days of pending and approved paid time off requests. */
  usedDays: number;
  availableDays: number;
}

/**
 * Paid time off: 1.7 days are credited at the start of every month of service and the balance never
 * grows beyond the cap of 25 (handbook). Requests are taken off in the month they start; requests for
 * later months are already reserved today.
 */
export function computePtoBalance(input: {
  employedSince: string;
  today: string;
  requests: ReadonlyArray<{ fromDate: string; days: number }>;
}): PtoBalance {
  const { ptoAccrualPerMonth, ptoCap } = HANDBOOK_LEAVE_FIGURES;
  const monthOf = (value: string) => value.slice(0, 7);
  const requestsByMonth = new Map<string, number>();
  for (const request of input.requests) {
    const key = request.fromDate > input.today ? 'future' : monthOf(request.fromDate);
    requestsByMonth.set(key, (requestsByMonth.get(key) ?? 0) + request.days);
  }
  let balance = 0;
  let accrued = 0;
  let usedBeforeStart = 0;
  const start = monthOf(input.employedSince);
  for (const [month, days] of requestsByMonth) {
    if (month !== 'future' && month < start) usedBeforeStart += days;
  }
  balance -= usedBeforeStart;
  let cursor = `${start}-01`;
  const lastMonth = monthOf(input.today);
  while (monthOf(cursor) <= lastMonth) {
    const credit = Math.max(0, Math.min(ptoAccrualPerMonth, ptoCap - balance));
    balance = roundDays(balance + credit);
    accrued = roundDays(accrued + credit);
    balance = roundDays(balance - (requestsByMonth.get(monthOf(cursor)) ?? 0));
    const [year, month] = cursor.split('-').map(Number) as [number, number];
    cursor = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  }
  balance = roundDays(balance - (requestsByMonth.get('future') ?? 0));
  const usedDays = roundDays(input.requests.reduce((sum, request) => sum + request.days, 0));
  return { accruedDays: accrued, usedDays, availableDays: balance };
}
