import { describe, expect, it } from 'vitest';
import { PORTAL_MESSAGES } from '../portal.js';
import {
  addDays,
  addYears,
  latestEnteredDate,
  latestTimeSheetWeek,
  mondayOf,
  todayIsoDate,
} from '../portal-dates.js';
import { AddHolidaySchema } from './holidays.js';
import { ApplyLeaveSchema, applyLeaveSchemaWith } from './leave.js';
import { AddTimeSheetSchema } from './time-sheets.js';
import { AddExpenseFieldsSchema } from './expenses.js';
import { isoDate } from './portal-fields.js';

const date = isoDate('Please choose the date');

function messagesOf(result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) {
  // The first message of each field, as the server answers it (toFieldErrors).
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('dates people enter', () => {
  const today = todayIsoDate();

  it('runs from 2000-01-01 to two years ahead of today', () => {
    expect(date.safeParse('2000-01-01').success).toBe(true);
    expect(date.safeParse(today).success).toBe(true);
    expect(date.safeParse(addYears(today, 2)).success).toBe(true);
    expect(date.safeParse('1999-12-31').error?.issues[0]?.message).toBe(PORTAL_MESSAGES.dateOutOfRange);
    expect(date.safeParse('1900-01-01').error?.issues[0]?.message).toBe(PORTAL_MESSAGES.dateOutOfRange);
    expect(date.safeParse('9999-12-30').error?.issues[0]?.message).toBe(PORTAL_MESSAGES.dateOutOfRange);
    expect(date.safeParse(addDays(latestEnteredDate(), 1)).success).toBe(false);
  });

  it('says a date is not valid before it says it is out of range', () => {
    expect(date.safeParse('2026-02-30').error?.issues.map((issue) => issue.message)).toEqual([
      PORTAL_MESSAGES.date,
    ]);
  });

  it('counts two years from a 29 February', () => {
    expect(addYears('2028-02-29', 2)).toBe('2030-02-28');
    expect(addYears('2026-11-26', 2)).toBe('2028-11-26');
  });

  it('refuses leave from 9999-12-30 or from 1900-01-01 on the field', () => {
    const leave = { leaveType: 'pto', reason: 'Family\nvisit', confirmPastDates: true };
    expect(
      messagesOf(ApplyLeaveSchema.safeParse({ ...leave, fromDate: '9999-12-30', toDate: '9999-12-31' })),
    ).toEqual({
      fromDate: PORTAL_MESSAGES.dateOutOfRange,
      toDate: PORTAL_MESSAGES.dateOutOfRange,
    });
    expect(
      messagesOf(ApplyLeaveSchema.safeParse({ ...leave, fromDate: '1900-01-01', toDate: '1900-01-02' })),
    ).toEqual({
      fromDate: PORTAL_MESSAGES.dateOutOfRange,
      toDate: PORTAL_MESSAGES.dateOutOfRange,
    });
  });

  it("counts a leave type's cap over the office's holidays in the form, and leaves it to the server without them", () => {
    const monday = addDays(mondayOf(today), 14);
    const voting = { leaveType: 'voting', reason: 'Vote', fromDate: monday, toDate: addDays(monday, 1) };
    const overCap = { toDate: `${PORTAL_MESSAGES.leave.overTypeLimit}: at most 1 working day` };
    expect(messagesOf(applyLeaveSchemaWith([]).safeParse(voting))).toEqual(overCap);
    expect(applyLeaveSchemaWith([{ date: monday, name: 'Holiday' }]).safeParse(voting).success).toBe(true);
    expect(ApplyLeaveSchema.safeParse(voting).success).toBe(true);
  });

  it('keeps a time sheet at most one week ahead', () => {
    const sheet = { status: 'draft', entries: [{ project: 'Apollo', hours: [8, 8, 8, 8, 8, 0, 0] }] };
    const thisWeek = mondayOf(today);
    expect(AddTimeSheetSchema.safeParse({ ...sheet, weekStart: thisWeek }).success).toBe(true);
    expect(AddTimeSheetSchema.safeParse({ ...sheet, weekStart: addDays(thisWeek, 7) }).success).toBe(true);
    expect(latestTimeSheetWeek() >= addDays(thisWeek, 7)).toBe(true);
    expect(
      messagesOf(AddTimeSheetSchema.safeParse({ ...sheet, weekStart: addDays(latestTimeSheetWeek(), 7) })),
    ).toEqual({
      weekStart: PORTAL_MESSAGES.timeSheet.tooFarAhead,
    });
    expect(messagesOf(AddTimeSheetSchema.safeParse({ ...sheet, weekStart: '9999-12-27' }))).toEqual({
      weekStart: PORTAL_MESSAGES.dateOutOfRange,
    });
  });

  it('refuses an expense claim and a holiday outside the range', () => {
    const claim = { category: 'travel', amount: '12.50', currency: 'USD', description: 'Taxi' };
    expect(
      messagesOf(AddExpenseFieldsSchema.safeParse({ ...claim, expenseDate: '1999-06-01' })),
    ).toMatchObject({
      expenseDate: PORTAL_MESSAGES.dateOutOfRange,
    });
    expect(
      messagesOf(AddHolidaySchema.safeParse({ office: 'seattle', date: '2101-01-01', name: 'Far' })),
    ).toMatchObject({
      date: PORTAL_MESSAGES.dateOutOfRange,
    });
  });
});
