import {
  API_PATHS,
  ApiErrorSchema,
  ApprovalPageSchema,
  AuditLogPageSchema,
  HolidaySchema,
  LeaveSchema,
  LeavesResponseSchema,
  PORTAL_MESSAGES,
  USER_TYPES,
  addDays,
  mondayOf,
  todayIsoDate,
} from '@smartmove/contract';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_MANAGER_ID, insertUser, type TestUser } from '../../test/portal-users.js';
import { filePart } from '../../test/lead-fixtures.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// Weeks of their own, more than a year ahead; each test adds the holidays it needs.
const base = addDays(mondayOf(todayIsoDate()), 7 * 60);
const weekOf = (weeksAhead: number) => addDays(base, 7 * weeksAhead);

describeOnEngines('leave: cancel, holidays, past dates, certificates', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin, recruiter, manager } = api.users;
  beforeAll(async () => {
    // Only the tests' own holidays fall in their weeks, whatever the date they run on.
    await api.app.db.deleteFrom('office_holidays').where('date', '>=', base).execute();
  });
  const applyWithCertificate = (
    user: TestUser,
    fields: Record<string, string>,
    file?: { name: string; type: string; content: Buffer },
  ) => api.as(user).upload(API_PATHS.applyLeave, fields, filePart('certificate', file));
  const getLeaves = async (user: TestUser) =>
    LeavesResponseSchema.parse((await api.as(user).get(API_PATHS.getLeaves)).json());
  const addHoliday = (office: string, date: string, name: string) =>
    api.as(admin).post(API_PATHS.addHoliday, { office, date, name });
  const waitingLeave = async (user: TestUser) =>
    ApprovalPageSchema.parse(
      (await api.as(user).get(API_PATHS.getApprovals, { kind: 'leave', pageSize: '100' })).json(),
    ).items.map((item) => item.id);

  it("does not count the office's holidays, and tells the office and its calendar", async () => {
    expect((await addHoliday('seattle', addDays(weekOf(0), 2), 'Seattle test day')).statusCode).toBe(201);
    expect((await addHoliday('pune', addDays(weekOf(0), 3), 'Pune test day')).statusCode).toBe(201);
    const leaves = await getLeaves(employee);
    expect(leaves.office).toBe('seattle');
    expect(leaves.holidays).toContainEqual({ date: addDays(weekOf(0), 2), name: 'Seattle test day' });
    expect(leaves.holidays.map((holiday) => holiday.name)).not.toContain('Pune test day');
    const thisYear = todayIsoDate().slice(0, 4);
    expect(leaves.holidays).toContainEqual({ date: `${thisYear}-12-25`, name: 'Christmas Day' });

    const response = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'unpaid',
      fromDate: weekOf(0),
      toDate: addDays(weekOf(0), 4),
      reason: 'Week with a holiday',
    });
    expect(response.statusCode).toBe(201);
    // Seattle's day is not counted; Pune's is.
    expect(LeaveSchema.parse(response.json()).days).toBe(4);

    const pune = await insertUser(api.app, USER_TYPES.employee);
    await api.app.db.updateTable('users').set({ office: 'pune' }).where('id', '=', pune.id).execute();
    const puneLeave = await api.as(pune).post(API_PATHS.applyLeave, {
      leaveType: 'unpaid',
      fromDate: weekOf(0),
      toDate: addDays(weekOf(0), 4),
      reason: 'Pune week',
    });
    expect(LeaveSchema.parse(puneLeave.json()).days).toBe(4);
    expect((await getLeaves(pune)).office).toBe('pune');
  });

  it('counts pending and approved leave again when a holiday inside it is added or removed', async () => {
    const { balance: before } = await getLeaves(employee);
    const applied = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'pto',
      fromDate: weekOf(22),
      toDate: addDays(weekOf(22), 4),
      reason: 'Week off',
    });
    const leave = LeaveSchema.parse(applied.json());
    expect(leave.days).toBe(5);
    const daysOf = async () => (await getLeaves(employee)).items.find((item) => item.id === leave.id)?.days;

    const added = await addHoliday('seattle', addDays(weekOf(22), 2), 'Recount test day');
    const holiday = HolidaySchema.parse(added.json());
    expect(await daysOf()).toBe(4);
    expect((await getLeaves(employee)).balance.availableDays).toBeCloseTo(before.availableDays - 4, 5);
    // Another office's holiday changes nothing here.
    await addHoliday('pune', addDays(weekOf(22), 3), 'Pune recount test day');
    expect(await daysOf()).toBe(4);

    const audit = AuditLogPageSchema.parse((await api.as(admin).get(API_PATHS.getAuditLog)).json());
    expect(audit.items.map((line) => line.action)).toContain('recounted leave days');

    expect((await api.as(admin).post(API_PATHS.removeHoliday, { id: holiday.id })).statusCode).toBe(200);
    expect(await daysOf()).toBe(5);
    await api.as(employee).post(API_PATHS.cancelLeave, { id: leave.id });
  });

  it('refuses a request of holidays only with 400', async () => {
    await addHoliday('seattle', weekOf(1), 'Lone holiday');
    const response = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'unpaid',
      fromDate: weekOf(1),
      toDate: weekOf(1),
      reason: 'Only a holiday',
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).errors?.toDate).toBe(PORTAL_MESSAGES.leave.noWorkingDays);
  });

  it("counts a leave type's cap in leave days: a holiday inside the range is not one", async () => {
    // Voting leave allows one working day; Monday is a Seattle holiday, so Monday–Tuesday is one day of leave.
    expect((await addHoliday('seattle', weekOf(20), 'Seattle voting test day')).statusCode).toBe(201);
    const voting = {
      leaveType: 'voting',
      fromDate: weekOf(20),
      toDate: addDays(weekOf(20), 1),
      reason: 'Vote',
    };
    const accepted = await api.as(employee).post(API_PATHS.applyLeave, voting);
    expect(accepted.statusCode).toBe(201);
    expect(LeaveSchema.parse(accepted.json()).days).toBe(1);

    const overCap = await api.as(employee).post(API_PATHS.applyLeave, {
      ...voting,
      fromDate: addDays(weekOf(20), 2),
      toDate: addDays(weekOf(20), 3),
    });
    expect(overCap.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(overCap.json()).errors?.toDate).toBe(
      `${PORTAL_MESSAGES.leave.overTypeLimit}: at most 1 working day`,
    );
  });

  it('accepts dates in the past only when they are confirmed', async () => {
    const lastWeek = addDays(mondayOf(todayIsoDate()), -7 * 30);
    const payload = { leaveType: 'sick', fromDate: lastWeek, toDate: lastWeek, reason: 'Forgot to ask' };
    const refused = await api.as(employee).post(API_PATHS.applyLeave, payload);
    expect(refused.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(refused.json()).errors?.confirmPastDates).toBe(
      PORTAL_MESSAGES.leave.pastDates,
    );
    const accepted = await api
      .as(employee)
      .post(API_PATHS.applyLeave, { ...payload, confirmPastDates: true });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('asks for a certificate for sick leave of more than three working days, and stores it', async () => {
    const fields = {
      leaveType: 'sick',
      fromDate: weekOf(2),
      toDate: addDays(weekOf(2), 3),
      reason: 'Flu',
    };
    const missing = await api.as(employee).post(API_PATHS.applyLeave, fields);
    expect(missing.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(missing.json()).errors?.certificate).toBe(PORTAL_MESSAGES.leave.certificate);

    const wrongType = await applyWithCertificate(employee, fields, {
      name: 'note.pdf',
      type: 'application/pdf',
      content: Buffer.from('just text, not a PDF'),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(wrongType.json()).errors?.certificate).toBe(
      PORTAL_MESSAGES.leave.certificateType,
    );

    // Three days need none.
    const short = await api.as(employee).post(API_PATHS.applyLeave, {
      ...fields,
      fromDate: weekOf(3),
      toDate: addDays(weekOf(3), 2),
    });
    expect(short.statusCode).toBe(201);

    const stored = await applyWithCertificate(employee, fields, {
      name: 'certificate.png',
      type: 'image/png',
      content: PNG,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const leave = LeaveSchema.parse(stored.json());
    expect(leave).toMatchObject({ days: 4, certificateName: 'certificate.png' });

    const approvals = ApprovalPageSchema.parse(
      (await api.as(manager).get(API_PATHS.getApprovals, { kind: 'leave', pageSize: '100' })).json(),
    );
    expect(approvals.items.find((item) => item.id === leave.id)).toMatchObject({
      certificateName: 'certificate.png',
    });

    const read = (user: TestUser) => api.as(user).get(API_PATHS.getLeaveCertificate, { id: leave.id });
    for (const reader of [employee, manager, admin]) {
      const response = await read(reader);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/png');
      expect(response.rawPayload.equals(PNG)).toBe(true);
    }
    const stranger = await insertUser(api.app, USER_TYPES.employee);
    expect((await read(stranger)).statusCode).toBe(404);
    expect((await read(recruiter)).statusCode).toBe(404);
    expect((await read(partner)).statusCode).toBe(403);
    expect((await api.anonymous.get(API_PATHS.getLeaveCertificate, { id: leave.id })).statusCode).toBe(401);
    // A request without one has none to read.
    expect((await read(employee)).statusCode).toBe(200);
    const withoutId = LeaveSchema.parse(short.json()).id;
    expect((await api.as(employee).get(API_PATHS.getLeaveCertificate, { id: withoutId })).statusCode).toBe(
      404,
    );
  });

  it('takes a PDF certificate as well', async () => {
    const response = await applyWithCertificate(
      employee,
      { leaveType: 'sick', fromDate: weekOf(4), toDate: addDays(weekOf(4), 4), reason: 'Surgery' },
      { name: 'doctor.pdf', type: 'application/pdf', content: PDF },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(LeaveSchema.parse(response.json()).certificateName).toBe('doctor.pdf');
  });

  it('lets the author cancel a pending request: off the queue and the balance, with an audit line', async () => {
    const { balance: before } = await getLeaves(employee);
    const applied = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'pto',
      fromDate: weekOf(5),
      toDate: addDays(weekOf(5), 1),
      reason: 'To be cancelled',
    });
    expect(applied.statusCode).toBe(201);
    const leave = LeaveSchema.parse(applied.json());
    expect(await waitingLeave(manager)).toContain(leave.id);
    expect((await getLeaves(employee)).balance.availableDays).toBeCloseTo(before.availableDays - 2, 5);

    const cancelled = await api.as(employee).post(API_PATHS.cancelLeave, { id: leave.id });
    expect(cancelled.statusCode).toBe(200);
    expect(LeaveSchema.parse(cancelled.json()).status).toBe('cancelled');
    expect(await waitingLeave(manager)).not.toContain(leave.id);
    const after = await getLeaves(employee);
    expect(after.balance.availableDays).toBeCloseTo(before.availableDays, 5);
    expect(after.items.find((item) => item.id === leave.id)?.status).toBe('cancelled');

    const audit = AuditLogPageSchema.parse(
      (await api.as(admin).get(API_PATHS.getAuditLog, { pageSize: '100' })).json(),
    );
    expect(audit.items).toContainEqual(
      expect.objectContaining({ action: 'cancelled leave', recordId: leave.id, actorName: 'Dana Employee' }),
    );

    // Its dates are free again.
    const again = await api.as(employee).post(API_PATHS.applyLeave, {
      leaveType: 'pto',
      fromDate: weekOf(5),
      toDate: weekOf(5),
      reason: 'Rebooked',
    });
    expect(again.statusCode).toBe(201);

    const twice = await api.as(employee).post(API_PATHS.cancelLeave, { id: leave.id });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses to cancel an approved or rejected request with 409, and anybody else with 404', async () => {
    const apply = (week: number) =>
      api.as(employee).post(API_PATHS.applyLeave, {
        leaveType: 'unpaid',
        fromDate: weekOf(week),
        toDate: weekOf(week),
        reason: 'x',
      });
    const approved = LeaveSchema.parse((await apply(6)).json());
    const rejected = LeaveSchema.parse((await apply(7)).json());
    const pending = LeaveSchema.parse((await apply(8)).json());
    expect(
      (
        await api.as(manager).post(API_PATHS.decideApproval, {
          kind: 'leave',
          ids: [approved.id],
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api.as(manager).post(API_PATHS.decideApproval, {
          kind: 'leave',
          ids: [rejected.id],
          decision: 'reject',
          reason: 'Busy week',
        })
      ).statusCode,
    ).toBe(200);
    for (const [leave, status] of [
      [approved, 'approved'],
      [rejected, 'rejected'],
    ] as const) {
      const response = await api.as(employee).post(API_PATHS.cancelLeave, { id: leave.id });
      expect(response.statusCode).toBe(409);
      expect(ApiErrorSchema.parse(response.json()).message).toBe(
        `${PORTAL_MESSAGES.leave.notPending}: this one is already ${status}`,
      );
    }
    // Not even their manager or an admin cancels somebody else's request.
    expect(DEMO_MANAGER_ID).toBe(manager.id);
    for (const other of [manager, admin]) {
      const response = await api.as(other).post(API_PATHS.cancelLeave, { id: pending.id });
      expect(response.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(response.json()).message).toBe(PORTAL_MESSAGES.leave.notFound);
    }
    expect((await api.as(employee).post(API_PATHS.cancelLeave, { id: 'no-such-request' })).statusCode).toBe(
      404,
    );
    expect((await api.anonymous.post(API_PATHS.cancelLeave, { id: pending.id })).statusCode).toBe(401);
    expect((await api.as(partner).post(API_PATHS.cancelLeave, { id: pending.id })).statusCode).toBe(403);
    expect((await api.as(employee).post(API_PATHS.cancelLeave, {})).statusCode).toBe(400);
  });
});
