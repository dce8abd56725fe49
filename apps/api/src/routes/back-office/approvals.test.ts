import {
  API_PATHS,
  APPROVAL_MESSAGES,
  ApprovalPageSchema,
  ExpensePageSchema,
  LeavesResponseSchema,
  PORTAL_MESSAGES,
  STAFF_ROLES,
  TimeSheetPageSchema,
  USER_TYPES,
  addDays,
  mondayOf,
  todayIsoDate,
  type ApprovalKind,
} from '@smartmove/contract';
import { beforeAll, expect, it } from 'vitest';
import { actorActionsOf } from '../../test/audit-lines.js';
import { assignProjects, DEMO_MANAGER_ID, insertUser, type TestUser } from '../../test/portal-users.js';
import { withDeliveredText } from '../../test/delivered-mail.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { uploadRequests, type UploadFile } from '../../test/upload-requests.js';

const PDF: UploadFile = { content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
const lastMonday = addDays(mondayOf(todayIsoDate()), -7);

describeOnEngines('approvals', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin, recruiter, manager: manny } = api.users;
  /** Managed by Manny Manager. */
  let worker: TestUser;
  /** Managed by another approver, whom Manny may not decide for. */
  let stranger: TestUser;
  let otherApprover: TestUser;
  beforeAll(async () => {
    worker = await insertUser(api.app, USER_TYPES.employee, '2025-01-06T09:00:00.000Z', {
      managerId: DEMO_MANAGER_ID,
    });
    otherApprover = await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.approver],
    });
    stranger = await insertUser(api.app, USER_TYPES.employee, '2025-01-06T09:00:00.000Z', {
      managerId: otherApprover.id,
    });
  });
  const waiting = async (user: TestUser, kind: ApprovalKind) => {
    const response = await api.as(user).get(API_PATHS.getApprovals, { kind, pageSize: '100' });
    expect(response.statusCode, response.body).toBe(200);
    return ApprovalPageSchema.parse(response.json()).items;
  };
  const decide = (user: TestUser, body: Record<string, unknown>) =>
    api.as(user).post(API_PATHS.decideApproval, body);
  const submitSheet = async (user: TestUser, weekStart: string, hours = 8) => {
    await assignProjects(api.app, user.id, ['Retail analytics']);
    const response = await api.as(user).post(API_PATHS.addTimeSheet, {
      weekStart,
      status: 'submitted',
      entries: [{ project: 'Retail analytics', hours: [hours, hours, hours, hours, hours, 0, 0] }],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: string }>().id;
  };
  const applyLeave = async (user: TestUser, fromDate: string, toDate: string, leaveType = 'pto') => {
    const response = await api.as(user).post(API_PATHS.applyLeave, {
      leaveType,
      fromDate,
      toDate,
      reason: 'Family visit',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ leave?: { id: string }; id?: string }>();
  };
  const leaveIdOf = (body: { leave?: { id: string }; id?: string }) => body.leave?.id ?? body.id ?? '';
  const claim = async (user: TestUser) => {
    const response = await uploadRequests(api.app).claimExpense(user, PDF);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const auditActions = (recordId: string) => actorActionsOf(api.app, recordId);
  const mailsAbout = async (recordId: string) =>
    withDeliveredText(
      api,
      await api.app.db.selectFrom('mail_outbox').selectAll().where('cause_id', '=', recordId).execute(),
    );

  it('answers 401 without a token and 403 to everyone but approvers and admins, before the body', async () => {
    expect((await api.anonymous.get(API_PATHS.getApprovals)).statusCode).toBe(401);
    expect((await api.anonymous.post(API_PATHS.decideApproval, 'nonsense')).statusCode).toBe(401);
    expect((await api.anonymous.post(API_PATHS.markClaimPaid, {})).statusCode).toBe(401);
    expect((await api.anonymous.get(API_PATHS.getClaimReceipt, { id: 'x' })).statusCode).toBe(401);
    for (const user of [employee, partner, recruiter]) {
      expect((await api.as(user).get(API_PATHS.getApprovals)).statusCode).toBe(403);
      expect((await api.as(user).post(API_PATHS.decideApproval, { nonsense: true })).statusCode).toBe(403);
      expect((await api.as(user).post(API_PATHS.markClaimPaid, {})).statusCode).toBe(403);
      expect((await api.as(user).get(API_PATHS.getClaimReceipt, { id: 'x' })).statusCode).toBe(403);
    }
    expect((await api.as(manny).get(API_PATHS.getApprovals)).statusCode).toBe(200);
    expect((await api.as(admin).get(API_PATHS.getApprovals)).statusCode).toBe(200);
  });

  it("shows an approver only their own people's items, and an admin everyone's, oldest first", async () => {
    const first = await submitSheet(worker, addDays(lastMonday, -70));
    const second = await submitSheet(worker, addDays(lastMonday, -77));
    const strangers = await submitSheet(stranger, addDays(lastMonday, -70));

    const mannys = (await waiting(manny, 'time-sheet')).map((item) => item.id);
    expect(mannys).toEqual(expect.arrayContaining([first, second]));
    expect(mannys.indexOf(first)).toBeLessThan(mannys.indexOf(second));
    expect(mannys).not.toContain(strangers);
    expect((await waiting(otherApprover, 'time-sheet')).map((item) => item.id)).toEqual([strangers]);
    expect((await waiting(admin, 'time-sheet')).map((item) => item.id)).toEqual(
      expect.arrayContaining([first, second, strangers]),
    );

    const item = (await waiting(manny, 'time-sheet')).find((entry) => entry.id === first);
    expect(item).toMatchObject({
      kind: 'time-sheet',
      personName: 'Test Employee',
      weekStart: addDays(lastMonday, -70),
      totalHours: 40,
      projects: ['Retail analytics'],
    });

    // Manny cannot decide for someone he does not manage: 404, and nothing changes.
    const refused = await decide(manny, { kind: 'time-sheet', ids: [strangers], decision: 'approve' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: APPROVAL_MESSAGES.notFound });
    const mixed = await decide(manny, { kind: 'time-sheet', ids: [first, strangers], decision: 'approve' });
    expect(mixed.statusCode).toBe(404);
    expect((await waiting(manny, 'time-sheet')).map((entry) => entry.id)).toContain(first);

    // The admin may.
    const byAdmin = await decide(admin, { kind: 'time-sheet', ids: [strangers], decision: 'approve' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await auditActions(strangers)).toEqual(['Ada Admin: approved time sheet']);
  });

  it('refuses a rejection without a reason with a field error', async () => {
    const id = await submitSheet(worker, addDays(lastMonday, -14));
    for (const reason of [undefined, '', '   ']) {
      const response = await decide(manny, {
        kind: 'time-sheet',
        ids: [id],
        decision: 'reject',
        ...(reason === undefined ? {} : { reason }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { reason: APPROVAL_MESSAGES.reason } });
    }
    expect((await decide(manny, { kind: 'leave', ids: [], decision: 'approve' })).statusCode).toBe(400);
  });

  it('approves a time sheet, which locks it for its author, with history, audit line and e-mail', async () => {
    const weekStart = addDays(lastMonday, -21);
    const id = await submitSheet(worker, weekStart);
    const response = await decide(manny, { kind: 'time-sheet', ids: [id], decision: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'time-sheet', ids: [id], status: 'approved' });

    const sheets = TimeSheetPageSchema.parse(
      (await api.as(worker).get(API_PATHS.getTimeSheets, { weekStart })).json(),
    );
    expect(sheets.items[0]).toMatchObject({
      status: 'approved',
      decision: { by: 'Manny Manager', reason: null, at: expect.any(String) },
    });
    const edit = await api.as(worker).post(API_PATHS.addTimeSheet, {
      weekStart,
      status: 'draft',
      entries: [{ project: 'Retail analytics', hours: [1, 0, 0, 0, 0, 0, 0] }],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      message: PORTAL_MESSAGES.timeSheet.alreadyApproved,
      errors: { weekStart: PORTAL_MESSAGES.timeSheet.alreadyApproved },
    });

    expect(await auditActions(id)).toEqual(['Manny Manager: approved time sheet']);
    const history = await api.app.db
      .selectFrom('record_changes')
      .selectAll()
      .where('record_id', '=', id)
      .execute();
    expect(history).toEqual([
      expect.objectContaining({ record_kind: 'time-sheet', old_value: 'submitted', new_value: 'approved' }),
    ]);
    const mails = await mailsAbout(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe(`${worker.id}@example.com`);
    expect(mails[0]?.subject).toMatch(/^Approved: your time sheet for the week of/);
    expect(mails[0]?.body).toContain('was approved by Manny Manager');

    // Deciding it again: 409, nothing new.
    const again = await decide(manny, { kind: 'time-sheet', ids: [id], decision: 'reject', reason: 'No' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: APPROVAL_MESSAGES.notWaiting });
    expect(await auditActions(id)).toHaveLength(1);
  });

  it('rejects a time sheet with its reason; the author corrects it and submits it again', async () => {
    const weekStart = addDays(lastMonday, -28);
    const id = await submitSheet(worker, weekStart, 9);
    const response = await decide(manny, {
      kind: 'time-sheet',
      ids: [id],
      decision: 'reject',
      reason: '  Friday was a holiday  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = async () =>
      TimeSheetPageSchema.parse((await api.as(worker).get(API_PATHS.getTimeSheets, { weekStart })).json())
        .items[0];
    expect(await read()).toMatchObject({
      status: 'rejected',
      decision: { by: 'Manny Manager', reason: 'Friday was a holiday' },
    });
    expect(await auditActions(id)).toEqual(['Manny Manager: rejected time sheet']);
    const mail = (await mailsAbout(id))[0];
    expect(mail?.subject).toMatch(/^Rejected: /);
    expect(mail?.body).toContain('Reason: Friday was a holiday');

    // A draft keeps the rejection to read; submitting again waits for a new decision.
    const draft = await api.as(worker).post(API_PATHS.addTimeSheet, {
      weekStart,
      status: 'draft',
      entries: [{ project: 'Retail analytics', hours: [8, 8, 8, 8, 0, 0, 0] }],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ status: 'draft', decision: { reason: 'Friday was a holiday' } });
    expect(await submitSheet(worker, weekStart, 8)).toBe(id);
    expect(await read()).toMatchObject({ status: 'submitted', decision: null, totalHours: 40 });
    expect((await waiting(manny, 'time-sheet')).map((item) => item.id)).toContain(id);
  });

  it('bulk-approves a page of time sheets, all or none', async () => {
    const ids = [
      await submitSheet(worker, addDays(lastMonday, -35)),
      await submitSheet(worker, addDays(lastMonday, -42)),
    ];
    const response = await decide(manny, { kind: 'time-sheet', ids, decision: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ ids: string[] }>().ids.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await auditActions(id)).toEqual(['Manny Manager: approved time sheet']);
    expect((await waiting(manny, 'time-sheet')).map((item) => item.id)).not.toEqual(
      expect.arrayContaining(ids),
    );
  });

  it('rejects leave with a reason the author reads; a rejected request no longer counts in the balance', async () => {
    const balance = async () =>
      LeavesResponseSchema.parse((await api.as(worker).get(API_PATHS.getLeaves, { pageSize: '50' })).json());
    const before = (await balance()).balance.availableDays;
    const monday = addDays(mondayOf(todayIsoDate()), 21);
    const pending = leaveIdOf(await applyLeave(worker, monday, addDays(monday, 1)));
    expect((await balance()).balance.availableDays).toBe(before - 2);

    const item = (await waiting(manny, 'leave')).find((entry) => entry.id === pending);
    expect(item).toMatchObject({ kind: 'leave', fromDate: monday, days: 2, reason: 'Family visit' });

    const rejected = await decide(manny, {
      kind: 'leave',
      ids: [pending],
      decision: 'reject',
      reason: 'The release is that week',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await balance();
    expect(after.balance.availableDays).toBe(before);
    expect(after.items.find((leave) => leave.id === pending)).toMatchObject({
      status: 'rejected',
      decision: { by: 'Manny Manager', reason: 'The release is that week' },
    });
    expect(await auditActions(pending)).toEqual(['Manny Manager: rejected leave']);
    expect((await mailsAbout(pending))[0]?.body).toContain('Reason: The release is that week');

    // An approved request keeps counting.
    const approvedId = leaveIdOf(await applyLeave(worker, addDays(monday, 7), addDays(monday, 7)));
    expect((await decide(manny, { kind: 'leave', ids: [approvedId], decision: 'approve' })).statusCode).toBe(
      200,
    );
    expect((await balance()).balance.availableDays).toBe(before - 1);
    expect(await auditActions(approvedId)).toEqual(['Manny Manager: approved leave']);
  });

  it('approves a claim, shows its receipt to the approver only, and marks it paid', async () => {
    const id = await claim(worker);
    const strangersClaim = await claim(stranger);

    const listed = (await waiting(manny, 'claim')).find((entry) => entry.id === id);
    expect(listed).toMatchObject({
      kind: 'claim',
      status: 'submitted',
      amount: 12_550,
      currency: 'USD',
      description: 'Taxi to the client site',
      hasReceipt: true,
    });
    expect((await waiting(manny, 'claim')).map((entry) => entry.id)).not.toContain(strangersClaim);

    const receipt = await api.as(manny).get(API_PATHS.getClaimReceipt, { id });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    expect(receipt.headers['x-content-type-options']).toBe('nosniff');
    expect(receipt.headers['content-disposition']).toContain('attachment');
    expect(receipt.rawPayload.toString()).toContain('%PDF');
    // "View receipt": the same PDF, to show in place, still never run as a page of the site.
    const inline = await api.as(manny).get(API_PATHS.getClaimReceipt, { id, disposition: 'inline' });
    expect(inline.headers['content-type']).toContain('application/pdf');
    expect(inline.headers['content-disposition']).toBe('inline; filename=receipt.pdf');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-security-policy']).toContain('sandbox');
    expect(
      (await api.as(manny).get(API_PATHS.getClaimReceipt, { id: strangersClaim, disposition: 'inline' }))
        .statusCode,
    ).toBe(404);
    expect((await api.as(manny).get(API_PATHS.getClaimReceipt, { id: strangersClaim })).statusCode).toBe(404);
    expect((await api.as(admin).get(API_PATHS.getClaimReceipt, { id: strangersClaim })).statusCode).toBe(200);

    // Not approved yet: it cannot be paid.
    const early = await api.as(manny).post(API_PATHS.markClaimPaid, { id });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: APPROVAL_MESSAGES.notApproved });

    expect((await decide(manny, { kind: 'claim', ids: [id], decision: 'approve' })).statusCode).toBe(200);
    const approved = (await waiting(manny, 'claim')).find((entry) => entry.id === id);
    expect(approved).toMatchObject({ status: 'approved', decision: { by: 'Manny Manager' } });

    expect((await api.as(manny).post(API_PATHS.markClaimPaid, { id: strangersClaim })).statusCode).toBe(404);
    const paid = await api.as(manny).post(API_PATHS.markClaimPaid, { id });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id, status: 'paid' });
    expect((await waiting(manny, 'claim')).map((entry) => entry.id)).not.toContain(id);

    const mine = ExpensePageSchema.parse((await api.as(worker).get(API_PATHS.getExpenses)).json());
    expect(mine.items.find((entry) => entry.id === id)).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
      decision: { by: 'Manny Manager', reason: null },
    });
    expect(await auditActions(id)).toEqual([
      'Manny Manager: approved claim',
      'Manny Manager: marked claim paid',
    ]);
    const subjects = (await mailsAbout(id)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Approved: /), expect.stringMatching(/^Paid: /)]),
    );

    const rejectedClaim = await claim(worker);
    const rejected = await decide(manny, {
      kind: 'claim',
      ids: [rejectedClaim],
      decision: 'reject',
      reason: 'Not a business expense',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await auditActions(rejectedClaim)).toEqual(['Manny Manager: rejected claim']);
    expect((await api.as(manny).post(API_PATHS.markClaimPaid, { id: rejectedClaim })).statusCode).toBe(409);
  });

  it('sends no e-mail to an author without an address', async () => {
    const silent = await insertUser(api.app, USER_TYPES.employee, '2025-01-06T09:00:00.000Z', {
      managerId: DEMO_MANAGER_ID,
    });
    await api.app.db.updateTable('users').set({ email: '' }).where('id', '=', silent.id).execute();
    const id = await submitSheet(silent, addDays(lastMonday, -49));
    expect((await decide(manny, { kind: 'time-sheet', ids: [id], decision: 'approve' })).statusCode).toBe(
      200,
    );
    expect(await mailsAbout(id)).toEqual([]);
    expect(await auditActions(id)).toEqual(['Manny Manager: approved time sheet']);
  });
});
