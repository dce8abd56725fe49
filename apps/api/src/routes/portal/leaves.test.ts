import {
  API_PATHS,
  ApiErrorSchema,
  LeaveSchema,
  LeavesResponseSchema,
  PORTAL_MESSAGES,
  USER_TYPES,
  addDays,
  mondayOf,
  todayIsoDate,
} from '@smartmove/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { insertUser } from '../../test/portal-users.js';

// Weeks well in the future, so that every request counts whole working weeks.
const nextMonday = addDays(mondayOf(todayIsoDate()), 7);
const weekOf = (weeksAhead: number) => addDays(nextMonday, 7 * weeksAhead);

describeOnEngines('leave', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner } = api.users;
  beforeAll(async () => {
    // These tests count weekdays whatever the date they run on; office holidays: leave-holidays.test.ts.
    await api.app.db.deleteFrom('office_holidays').execute();
  });

  it('books paid time off, counts working days only and lowers the balance', async () => {
    const before = LeavesResponseSchema.parse(
      (await api.as(employee).get(API_PATHS.getLeaves)).json(),
    ).balance;
    expect(before).toMatchObject({ daysPerYear: 20, accrualPerMonth: 1.7, cap: 25 });
    expect(before.availableDays).toBeGreaterThan(5);

    const response = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'pto',
      fromDate: weekOf(0),
      toDate: addDays(weekOf(0), 6),
      reason: 'Family trip',
    });
    expect(response.statusCode).toBe(201);
    expect(LeaveSchema.parse(response.json())).toMatchObject({
      leaveType: 'pto',
      days: 5,
      status: 'pending',
    });

    const after = LeavesResponseSchema.parse((await api.as(employee).get(API_PATHS.getLeaves)).json());
    expect(after.items.map((leave) => leave.reason)).toContain('Family trip');
    expect(after.balance.availableDays).toBeCloseTo(before.availableDays - 5, 5);
  });

  it('refuses overlapping dates with 409 and a clear message', async () => {
    const response = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'sick',
      fromDate: addDays(weekOf(0), 2),
      toDate: addDays(weekOf(0), 9),
      reason: 'Flu',
    });
    expect(response.statusCode).toBe(409);
    const body = ApiErrorSchema.parse(response.json());
    expect(body.message).toContain(PORTAL_MESSAGES.leave.overlap);
    expect(body.errors?.fromDate).toContain(PORTAL_MESSAGES.leave.overlap);
  });

  it('refuses paid time off beyond the balance with 409, but allows unpaid leave', async () => {
    const tooLong = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'pto',
      fromDate: weekOf(4),
      toDate: addDays(weekOf(4), 7 * 6),
      reason: 'Sabbatical',
    });
    expect(tooLong.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(tooLong.json()).message).toMatch(
      new RegExp(`^${PORTAL_MESSAGES.leave.insufficientBalance}: you have [\\d.]+ working days left`),
    );

    const unpaid = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'unpaid',
      fromDate: weekOf(4),
      toDate: addDays(weekOf(4), 7 * 6),
      reason: 'Sabbatical',
    });
    expect(unpaid.statusCode).toBe(201);
  });

  it('gives a new employee only the days accrued so far', async () => {
    const newcomer = await insertUser(api.app, USER_TYPES.employee, new Date().toISOString());
    const { balance } = LeavesResponseSchema.parse((await api.as(newcomer).get(API_PATHS.getLeaves)).json());
    expect(balance.availableDays).toBe(1.7);
    const twoDays = await api.as(newcomer).post(API_PATHS.applyLeave, {
      leaveType: 'pto',
      fromDate: weekOf(1),
      toDate: addDays(weekOf(1), 1),
      reason: 'Moving house',
    });
    expect(twoDays.statusCode).toBe(409);
  });

  it('answers invalid requests with 400 and field errors', async () => {
    const response = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'holiday',
      fromDate: '2026-02-30',
      toDate: '',
      reason: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).errors).toMatchObject({
      leaveType: PORTAL_MESSAGES.leave.type,
      fromDate: PORTAL_MESSAGES.date,
      toDate: PORTAL_MESSAGES.leave.toDate,
      reason: PORTAL_MESSAGES.leave.reason,
    });

    const backwards = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'sick',
      fromDate: weekOf(10),
      toDate: addDays(weekOf(10), -1),
      reason: 'x',
    });
    expect(ApiErrorSchema.parse(backwards.json()).errors).toMatchObject({
      toDate: PORTAL_MESSAGES.leave.endBeforeStart,
    });

    const weekend = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'sick',
      fromDate: addDays(weekOf(10), 5),
      toDate: addDays(weekOf(10), 6),
      reason: 'x',
    });
    expect(ApiErrorSchema.parse(weekend.json()).errors).toMatchObject({
      toDate: PORTAL_MESSAGES.leave.noWorkingDays,
    });

    const voting = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'voting',
      fromDate: weekOf(14),
      toDate: addDays(weekOf(14), 1),
      reason: 'Election',
    });
    expect(voting.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(voting.json()).errors?.toDate).toContain(PORTAL_MESSAGES.leave.overTypeLimit);
  });

  it('answers 401 without a token and 403 for a partner', async () => {
    const payload = { leaveType: 'sick', fromDate: weekOf(12), toDate: weekOf(12), reason: 'x' };
    expect((await api.anonymous.get(API_PATHS.getLeaves)).statusCode).toBe(401);
    expect((await api.anonymous.post(API_PATHS.applyLeave, payload)).statusCode).toBe(401);
    expect((await api.as(partner).get(API_PATHS.getLeaves)).statusCode).toBe(403);
    expect((await api.as(partner).post(API_PATHS.applyLeave, payload)).statusCode).toBe(403);
  });

  it("never returns another employee's leave, and their dates do not clash with mine", async () => {
    const other = await insertUser(api.app, USER_TYPES.employee);
    const response = await api.as(other).post(API_PATHS.applyLeave, {
      leaveType: 'pto',
      fromDate: weekOf(0),
      toDate: weekOf(0),
      reason: 'Dentist',
    });
    expect(response.statusCode).toBe(201);
    const mine = LeavesResponseSchema.parse((await api.as(employee).get(API_PATHS.getLeaves)).json());
    expect(mine.items.map((leave) => leave.reason)).not.toContain('Dentist');
    const theirs = LeavesResponseSchema.parse((await api.as(other).get(API_PATHS.getLeaves)).json());
    expect(theirs.items.map((leave) => leave.reason)).toEqual(['Dentist']);
  });

  it('checks two simultaneous requests one after the other', async () => {
    const racer = await insertUser(api.app, USER_TYPES.employee);
    const payload = { leaveType: 'sick', fromDate: weekOf(20), toDate: weekOf(20), reason: 'Twice' };
    const results = await Promise.all([
      api.as(racer).post(API_PATHS.applyLeave, payload),
      api.as(racer).post(API_PATHS.applyLeave, payload),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
  });
});
