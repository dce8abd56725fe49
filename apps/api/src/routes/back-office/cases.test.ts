import {
  API_PATHS,
  ApiErrorSchema,
  CASE_REPLY_MAX_LENGTH,
  CaseDetailSchema,
  CaseInboxPageSchema,
  PORTAL_MESSAGES,
  STAFF_ROLES,
  USER_TYPES,
  type AddCase,
  type CaseInboxQuery,
} from '@smartmove/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  DEMO_EMPLOYEE_ID,
  DEMO_PARTNER_ID,
  DEMO_RECRUITER_ID,
  insertUser,
  type TestUser,
} from '../../test/portal-users.js';
import { withDeliveredText } from '../../test/delivered-mail.js';
import { NEW_CASE_MAIL_CAUSE } from '../../services/cases/case-service.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const CASE: AddCase = {
  title: 'Laptop will not start',
  category: 'IT and equipment',
  priority: 'Low',
  description: 'The screen stays black since this morning.',
};

describeOnEngines('back-office support cases', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin, recruiter, manager } = api.users;
  /** An approver who manages nobody of these cases' authors. */
  let otherApprover: TestUser;
  let lowCaseId: string;
  let urgentCaseId: string;
  let partnerCaseId: string;

  beforeAll(async () => {
    otherApprover = await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.approver],
    });
    const cases = api.app.services.cases;
    lowCaseId = (await cases.create(DEMO_EMPLOYEE_ID, CASE, new Date('2026-02-01T09:00:00.000Z'))).id;
    urgentCaseId = (
      await cases.create(
        DEMO_EMPLOYEE_ID,
        { ...CASE, title: 'Payslip missing', category: 'Payroll', priority: 'Urgent' },
        new Date('2026-02-03T09:00:00.000Z'),
      )
    ).id;
    partnerCaseId = (
      await cases.create(
        DEMO_PARTNER_ID,
        { ...CASE, title: 'Cannot upload bench list', priority: 'High' },
        new Date('2026-02-02T09:00:00.000Z'),
      )
    ).id;
  });
  const inbox = async (user: TestUser, query: CaseInboxQuery = {}) => {
    const response = await api.as(user).get(API_PATHS.getCaseInbox, query);
    expect(response.statusCode, response.body).toBe(200);
    return CaseInboxPageSchema.parse(response.json());
  };
  const detail = async (id: string, user: TestUser = manager) => {
    const response = await api.as(user).get(`${API_PATHS.getCaseDetail}?id=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return CaseDetailSchema.parse(response.json());
  };
  const auditOf = async (recordId: string) =>
    (
      await api.app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_name', 'record_label'])
        .where('record_id', '=', recordId)
        .orderBy('at')
        .orderBy('action', 'desc')
        .execute()
    ).map((line) => `${line.actor_name} ${line.action}`);
  const mailOf = async (caseId: string) =>
    withDeliveredText(
      api,
      await api.app.db
        .selectFrom('mail_outbox')
        .select(['recipient', 'subject', 'cause_kind'])
        .where('cause_id', '=', caseId)
        // What the author is sent (the new case's alert to staff: review-and-case-mail.test.ts).
        .where('cause_kind', '<>', NEW_CASE_MAIL_CAUSE)
        .orderBy('created_at')
        .execute(),
    );

  it('answers 401 without a token and 403 to an employee, a partner and a recruiter, for every call', async () => {
    const calls = [
      (user?: TestUser) => api.as(user).get(API_PATHS.getCaseInbox),
      (user?: TestUser) => api.as(user).get(`${API_PATHS.getCaseDetail}?id=${lowCaseId}`),
      (user?: TestUser) => api.as(user).post(API_PATHS.replyCase, { id: lowCaseId, body: 'Hello' }),
      (user?: TestUser) => api.as(user).post(API_PATHS.updateCase, { id: lowCaseId, status: 'resolved' }),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      for (const user of [employee, partner, recruiter]) expect((await call(user)).statusCode).toBe(403);
    }
    // An invalid body is still refused as 403 first: access is decided before the body is read.
    expect((await api.as(recruiter).post(API_PATHS.replyCase, { nonsense: true })).statusCode).toBe(403);
    expect(await auditOf(lowCaseId)).toEqual([]);
  });

  it("lists an approver's people's cases and an admin's every case, urgent first, then oldest", async () => {
    const managed = await inbox(manager);
    expect(managed.items.map((item) => [item.title, item.priority, item.author.name])).toEqual([
      ['Payslip missing', 'Urgent', 'Dana Employee'],
      ['Laptop will not start', 'Low', 'Dana Employee'],
    ]);
    expect((await inbox(admin)).items.map((item) => item.id)).toEqual([
      urgentCaseId,
      lowCaseId,
      partnerCaseId,
    ]);
    expect((await inbox(otherApprover)).total).toBe(0);
    expect((await inbox(admin, { page: 2, pageSize: 2 })).items.map((item) => item.id)).toEqual([
      partnerCaseId,
    ]);
  });

  it('filters the inbox by search text (name, title, reference) and status', async () => {
    const titles = async (query: CaseInboxQuery) =>
      (await inbox(admin, query)).items.map((item) => item.title);
    expect(await titles({ search: 'parker part' })).toEqual(['Cannot upload bench list']);
    expect(await titles({ search: 'PAYSLIP' })).toEqual(['Payslip missing']);
    const { reference } = await detail(lowCaseId);
    expect(await titles({ search: reference.toLowerCase() })).toEqual(['Laptop will not start']);
    expect(await titles({ search: '%' })).toEqual([]);
    expect(await titles({ status: 'resolved' })).toEqual([]);
    expect((await api.as(admin).get(`${API_PATHS.getCaseInbox}?status=spam`)).statusCode).toBe(400);
  });

  it("shows a case's fields and author to its author's manager and to an admin, and 404 to anyone else", async () => {
    expect(await detail(lowCaseId)).toMatchObject({
      ...CASE,
      status: 'open',
      author: { id: DEMO_EMPLOYEE_ID, name: 'Dana Employee', email: 'dana.employee@example.com' },
      assignedTo: null,
      messages: [],
      history: [],
    });
    expect((await detail(partnerCaseId, admin)).author.name).toBe('Parker Partner');
    for (const [id, user] of [
      [lowCaseId, otherApprover],
      [partnerCaseId, manager],
      ['no-such-case', admin],
    ] as const) {
      const response = await api.as(user).get(`${API_PATHS.getCaseDetail}?id=${id}`);
      expect(response.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(response.json()).message).toBe(PORTAL_MESSAGES.case.notFound);
    }
  });

  it('adds a staff reply, moves an Open case to In progress, audits both and e-mails the author', async () => {
    const response = await api
      .as(manager)
      .post(API_PATHS.replyCase, { id: lowCaseId, body: '  Please bring it to the front desk.  ' });
    expect(response.statusCode, response.body).toBe(200);
    const answered = CaseDetailSchema.parse(response.json());
    expect(answered.status).toBe('in-progress');
    expect(answered.messages).toMatchObject([
      { authorName: 'Manny Manager', fromStaff: true, body: 'Please bring it to the front desk.' },
    ]);
    expect(answered.history).toMatchObject([
      { actorName: 'Manny Manager', field: 'status', oldValue: 'Open', newValue: 'In progress' },
    ]);
    expect(await auditOf(lowCaseId)).toEqual([
      'Manny Manager replied to case',
      'Manny Manager changed case status: Open → In progress',
    ]);
    const [mail] = await mailOf(lowCaseId);
    expect(mail).toMatchObject({ recipient: 'dana.employee@example.com', cause_kind: 'case-reply' });
    expect(mail!.subject).toContain(answered.reference);
    expect(mail!.body).toContain('Please bring it to the front desk.');

    // A second reply keeps the status.
    await api.as(admin).post(API_PATHS.replyCase, { id: lowCaseId, body: 'We have a spare ready.' });
    const again = await detail(lowCaseId);
    expect(again.status).toBe('in-progress');
    expect(again.messages.map((message) => message.authorName)).toEqual(['Manny Manager', 'Ada Admin']);
    expect(await mailOf(lowCaseId)).toHaveLength(2);
  });

  it('refuses an empty or too long reply with the message of the field, and a stranger with 404', async () => {
    for (const [body, message] of [
      ['   ', PORTAL_MESSAGES.case.reply],
      ['x'.repeat(CASE_REPLY_MAX_LENGTH + 1), PORTAL_MESSAGES.case.replyTooLong],
    ] as const) {
      const response = await api.as(manager).post(API_PATHS.replyCase, { id: urgentCaseId, body });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).errors).toEqual({ body: message });
    }
    const stranger = await api.as(otherApprover).post(API_PATHS.replyCase, { id: urgentCaseId, body: 'Hi' });
    expect(stranger.statusCode).toBe(404);
    expect(await auditOf(urgentCaseId)).toEqual([]);
    expect(await mailOf(urgentCaseId)).toEqual([]);
  });

  it('assigns a case to a staff member and resolves it, with history, audit lines and an e-mail', async () => {
    const assign = await api
      .as(manager)
      .post(API_PATHS.updateCase, { id: urgentCaseId, assignedTo: DEMO_RECRUITER_ID });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(CaseDetailSchema.parse(assign.json()).assignedTo).toEqual({
      id: DEMO_RECRUITER_ID,
      name: 'Rita Recruiter',
    });
    expect((await inbox(manager, { search: 'payslip' })).items[0]!.assignedTo?.name).toBe('Rita Recruiter');

    const resolve = await api
      .as(manager)
      .post(API_PATHS.updateCase, { id: urgentCaseId, status: 'resolved' });
    const resolved = CaseDetailSchema.parse(resolve.json());
    expect(resolved.status).toBe('resolved');
    expect(resolved.history.map((change) => [change.field, change.oldValue, change.newValue])).toEqual([
      ['status', 'Open', 'Resolved'],
      ['assignedTo', null, 'Rita Recruiter'],
    ]);
    expect(await auditOf(urgentCaseId)).toEqual([
      'Manny Manager assigned case',
      'Manny Manager changed case status: Open → Resolved',
    ]);
    expect(await mailOf(urgentCaseId)).toMatchObject([
      { recipient: 'dana.employee@example.com', cause_kind: 'case-resolved' },
    ]);

    // Saving what is already there writes nothing; releasing the case is a change.
    await api.as(manager).post(API_PATHS.updateCase, { id: urgentCaseId, status: 'resolved' });
    expect(await auditOf(urgentCaseId)).toHaveLength(2);
    expect(await mailOf(urgentCaseId)).toHaveLength(1);
    await api.as(admin).post(API_PATHS.updateCase, { id: urgentCaseId, assignedTo: null });
    expect((await auditOf(urgentCaseId)).at(-1)).toBe('Ada Admin unassigned case');
  });

  it('refuses an assignee who is not staff, a status staff do not set, an empty change and a stranger', async () => {
    const notStaff = await api
      .as(manager)
      .post(API_PATHS.updateCase, { id: lowCaseId, assignedTo: DEMO_EMPLOYEE_ID });
    expect(notStaff.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(notStaff.json()).errors).toHaveProperty('assignedTo');
    expect(
      (await api.as(manager).post(API_PATHS.updateCase, { id: lowCaseId, status: 'closed' })).statusCode,
    ).toBe(400);
    expect((await api.as(manager).post(API_PATHS.updateCase, { id: lowCaseId })).statusCode).toBe(400);
    expect(
      (await api.as(otherApprover).post(API_PATHS.updateCase, { id: lowCaseId, status: 'resolved' }))
        .statusCode,
    ).toBe(404);
    expect((await detail(lowCaseId)).status).toBe('in-progress');
  });
});
