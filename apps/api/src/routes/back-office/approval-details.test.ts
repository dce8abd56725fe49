import {
  API_PATHS,
  ApprovalPageSchema,
  LeavesResponseSchema,
  STAFF_ROLES,
  TimeSheetPageSchema,
  USER_TYPES,
  addDays,
  mondayOf,
  todayIsoDate,
  type ApprovalKind,
  type LeaveApproval,
  type TimeSheetApproval,
} from '@smartmove/contract';
import { beforeAll, expect, it } from 'vitest';
import { assignProjects, DEMO_MANAGER_ID, insertUser, type TestUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const thisYear = Number(todayIsoDate().slice(0, 4));
/** A week of last year, whose Wednesday the test makes a Seattle holiday (the seed covers this year on). */
const holidayWeek = mondayOf(`${thisYear - 1}-06-18`);
const holiday = { date: addDays(holidayWeek, 2), name: 'Founders Day' };
/** A Monday next year (never Labor Day) on which no other suite asks for leave. */
const leaveFrom = mondayOf(`${thisYear + 1}-09-15`);

/** What an approver reads beside a waiting item: a sheet's days and holidays, a request's balance and who is out. */
describeOnEngines('approval details', (engine) => {
  const api = useTestApp(engine);
  const { admin, manager: manny } = api.users;
  let author: TestUser;
  let colleague: TestUser;
  let laterColleague: TestUser;
  let otherTeam: TestUser;
  const named = async (name: string, managerId: string) => {
    const user = await insertUser(api.app, USER_TYPES.employee, '2025-01-06T09:00:00.000Z', { managerId });
    await api.app.db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
    return user;
  };
  beforeAll(async () => {
    const otherApprover = await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.approver],
    });
    author = await named('Wendy Worker', DEMO_MANAGER_ID);
    colleague = await named('Olive Overlap', DEMO_MANAGER_ID);
    laterColleague = await named('Nora Later', DEMO_MANAGER_ID);
    otherTeam = await named('Sam Elsewhere', otherApprover.id);
  });
  const waiting = async <T>(kind: ApprovalKind, id: string) => {
    const response = await api.as(manny).get(API_PATHS.getApprovals, { kind, pageSize: '100' });
    expect(response.statusCode, response.body).toBe(200);
    const item = ApprovalPageSchema.parse(response.json()).items.find((entry) => entry.id === id);
    expect(item).toBeDefined();
    return item as T;
  };
  const applyLeave = async (user: TestUser, fromDate: string, toDate: string, leaveType = 'pto') => {
    const response = await api
      .as(user)
      .post(API_PATHS.applyLeave, { leaveType, fromDate, toDate, reason: 'Private reason' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ leave?: { id: string }; id?: string }>();
    return body.leave?.id ?? body.id ?? '';
  };

  it("shows a time sheet's hours per day and row, with the author's office holiday marked", async () => {
    const added = await api.as(admin).post(API_PATHS.addHoliday, { office: 'seattle', ...holiday });
    expect(added.statusCode, added.body).toBeLessThan(300);
    await assignProjects(api.app, author.id, ['Retail analytics', 'Internal training']);
    const submitted = await api.as(author).post(API_PATHS.addTimeSheet, {
      weekStart: holidayWeek,
      status: 'submitted',
      entries: [
        { project: 'Retail analytics', hours: [6, 6, 6, 6, 6, 0, 0] },
        { project: 'Internal training', hours: [2, 1, 0, 0, 0, 0, 0] },
      ],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { id } = submitted.json<{ id: string }>();

    const item = await waiting<TimeSheetApproval>('time-sheet', id);
    expect(item.entries).toEqual([
      { project: 'Retail analytics', hours: [6, 6, 6, 6, 6, 0, 0] },
      { project: 'Internal training', hours: [2, 1, 0, 0, 0, 0, 0] },
    ]);
    expect(item.days.map((day) => day.date)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(holidayWeek, n)),
    );
    expect(item.days.map((day) => day.hours)).toEqual([8, 7, 6, 6, 6, 0, 0]);
    expect(item.days.map((day) => day.holiday)).toEqual([null, null, 'Founders Day', null, null, null, null]);

    // The author's own grid marks the same holiday.
    const own = TimeSheetPageSchema.parse(
      (await api.as(author).get(API_PATHS.getTimeSheets, { weekStart: holidayWeek })).json(),
    );
    expect(own.holidays).toEqual([holiday]);
    const ordinaryWeek = TimeSheetPageSchema.parse(
      (await api.as(author).get(API_PATHS.getTimeSheets, { weekStart: addDays(holidayWeek, -28) })).json(),
    );
    expect(ordinaryWeek.holidays).toEqual([]);
  });

  it("shows a leave request's balance as the author's leave page has it and who of the team is out then", async () => {
    const leaveTo = addDays(leaveFrom, 4);
    const colleagueLeave = await applyLeave(colleague, addDays(leaveFrom, 3), addDays(leaveFrom, 8));
    const approve = await api
      .as(manny)
      .post(API_PATHS.decideApproval, { kind: 'leave', ids: [colleagueLeave], decision: 'approve' });
    expect(approve.statusCode, approve.body).toBe(200);
    // Pending leave counts too; leave of the same team on other dates and another team's leave do not.
    await applyLeave(laterColleague, addDays(leaveFrom, -14), addDays(leaveFrom, -10), 'unpaid');
    const laterPending = await applyLeave(laterColleague, leaveFrom, leaveFrom, 'unpaid');
    await applyLeave(laterColleague, addDays(leaveFrom, 21), addDays(leaveFrom, 22));
    await applyLeave(otherTeam, leaveFrom, leaveTo);
    const id = await applyLeave(author, leaveFrom, leaveTo);
    const sick = await applyLeave(author, addDays(leaveFrom, 28), addDays(leaveFrom, 29), 'sick');
    expect(laterPending).not.toBe('');

    const item = await waiting<LeaveApproval>('leave', id);
    const { balance } = LeavesResponseSchema.parse((await api.as(author).get(API_PATHS.getLeaves)).json());
    expect(item.balance).toEqual({ ...balance, drawsOnBalance: true });
    expect(item.alsoOut).toEqual([
      { name: 'Nora Later', fromDate: leaveFrom, toDate: leaveFrom },
      { name: 'Olive Overlap', fromDate: addDays(leaveFrom, 3), toDate: addDays(leaveFrom, 8) },
    ]);
    expect(JSON.stringify(item.alsoOut)).not.toContain('Private reason');

    const sickItem = await waiting<LeaveApproval>('leave', sick);
    expect(sickItem.balance).toEqual({ ...balance, drawsOnBalance: false });
    expect(sickItem.alsoOut).toEqual([]);

    // Another team's request on the same dates lists none of Manny's people.
    const colleagues = await api.as(admin).get(API_PATHS.getApprovals, { kind: 'leave', pageSize: '100' });
    const others = ApprovalPageSchema.parse(colleagues.json()).items.find(
      (entry): entry is LeaveApproval => entry.kind === 'leave' && entry.personId === otherTeam.id,
    );
    expect(others?.alsoOut).toEqual([]);
  });
});
