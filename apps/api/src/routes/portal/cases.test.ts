import {
  API_PATHS,
  ApiErrorSchema,
  CasePageSchema,
  CaseSchema,
  CaseThreadSchema,
  PORTAL_MESSAGES,
  USER_TYPES,
} from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { insertUser, type TestUser } from '../../test/portal-users.js';

const validCase = {
  title: 'Payslip missing for October',
  category: 'Payroll',
  priority: 'High',
  description: 'I cannot find my October payslip in the portal.',
};

describeOnEngines('support cases', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner } = api.users;

  it('lets an employee and a partner raise cases and list only their own, open first by date', async () => {
    const created = await api.as(employee).post(API_PATHS.addCase, validCase);
    expect(created.statusCode).toBe(201);
    const supportCase = CaseSchema.parse(created.json());
    expect(supportCase).toMatchObject({ ...validCase, status: 'open' });
    expect(supportCase.reference).toMatch(/^CS-[A-Z2-9]{8}$/);

    const partnerCase = await api.as(partner).post(API_PATHS.addCase, {
      ...validCase,
      title: 'Bench upload fails',
      category: 'Other',
    });
    expect(partnerCase.statusCode).toBe(201);

    const employeeList = CasePageSchema.parse((await api.as(employee).get(API_PATHS.getCases)).json());
    expect(employeeList.items.map((item) => item.title)).toEqual([validCase.title]);
    const partnerList = CasePageSchema.parse(
      (await api.as(partner).get(`${API_PATHS.getCases}?status=open`)).json(),
    );
    expect(partnerList.items.map((item) => item.title)).toEqual(['Bench upload fails']);
  });

  it('answers invalid cases with 400 and field errors', async () => {
    const response = await api.as(employee).post(API_PATHS.addCase, {
      title: '',
      category: 'Gossip',
      priority: 'Whenever',
      description: '',
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).errors).toEqual({
      title: PORTAL_MESSAGES.case.title,
      category: PORTAL_MESSAGES.case.category,
      priority: PORTAL_MESSAGES.case.priority,
      description: PORTAL_MESSAGES.case.description,
    });
  });

  it('answers 401 without a token or with a forged one (both roles may raise cases)', async () => {
    expect((await api.anonymous.get(API_PATHS.getCases)).statusCode).toBe(401);
    expect((await api.anonymous.post(API_PATHS.addCase, validCase)).statusCode).toBe(401);
    const forged = await api.withToken('not-a-token').get(API_PATHS.getCases);
    expect(forged.statusCode).toBe(401);
  });

  it("never returns another user's cases", async () => {
    const other = await insertUser(api.app, USER_TYPES.employee);
    expect(CasePageSchema.parse((await api.as(other).get(API_PATHS.getCases)).json()).total).toBe(0);
    await api.as(other).post(API_PATHS.addCase, { ...validCase, title: 'Their laptop' });
    const mine = CasePageSchema.parse(
      (await api.as(employee).get(`${API_PATHS.getCases}?pageSize=50`)).json(),
    );
    expect(mine.items.map((item) => item.title)).not.toContain('Their laptop');
  });

  describe('the thread of a case', () => {
    const getMyCase = (user: TestUser | undefined, id: string) =>
      api.as(user).get(`${API_PATHS.getMyCase}?id=${id}`);
    const addReply = (user: TestUser | undefined, payload: Record<string, unknown>) =>
      api.as(user).post(API_PATHS.addCaseReply, payload);
    const raise = async (title: string) =>
      CaseSchema.parse((await api.as(employee).post(API_PATHS.addCase, { ...validCase, title })).json());

    it("shows the author the staff's replies and takes their answer; a resolved case opens again", async () => {
      const supportCase = await raise('VPN drops every hour');
      const { admin } = api.users;
      const staffReply = await api
        .as(admin)
        .post(API_PATHS.replyCase, { id: supportCase.id, body: 'Please try the new VPN profile.' });
      expect(staffReply.statusCode, staffReply.body).toBe(200);
      await api.as(admin).post(API_PATHS.updateCase, { id: supportCase.id, status: 'resolved' });

      const thread = CaseThreadSchema.parse((await getMyCase(employee, supportCase.id)).json());
      expect(thread).toMatchObject({ title: 'VPN drops every hour', status: 'resolved' });
      expect(thread.messages).toMatchObject([
        { authorName: 'Ada Admin', fromStaff: true, body: 'Please try the new VPN profile.' },
      ]);

      const answered = await addReply(employee, { id: supportCase.id, body: 'It still drops.' });
      expect(answered.statusCode, answered.body).toBe(200);
      const reopened = CaseThreadSchema.parse(answered.json());
      expect(reopened.status).toBe('open');
      expect(reopened.messages.map((message) => [message.authorName, message.fromStaff])).toEqual([
        ['Ada Admin', true],
        ['Dana Employee', false],
      ]);
      const audit = await api.app.db
        .selectFrom('audit_log')
        .select(['actor_name', 'action'])
        .where('record_id', '=', supportCase.id)
        .where('actor_name', '=', 'Dana Employee')
        .orderBy('action', 'desc')
        .execute();
      expect(audit.map((line) => line.action)).toEqual([
        'replied to case',
        'changed case status: Resolved → Open',
      ]);
      const listed = CasePageSchema.parse(
        (await api.as(employee).get(`${API_PATHS.getCases}?pageSize=50`)).json(),
      );
      expect(listed.items.find((item) => item.id === supportCase.id)?.status).toBe('open');
    });

    it("answers 404 for anyone else's case, 401 without a token and 400 for an empty reply", async () => {
      const supportCase = await raise('Monitor flickers');
      const other = await insertUser(api.app, USER_TYPES.employee);
      for (const user of [partner, other]) {
        expect((await getMyCase(user, supportCase.id)).statusCode).toBe(404);
        expect((await addReply(user, { id: supportCase.id, body: 'Mine now' })).statusCode).toBe(404);
      }
      expect((await getMyCase(employee, 'no-such-case')).statusCode).toBe(404);
      expect((await getMyCase(undefined, supportCase.id)).statusCode).toBe(401);
      expect((await addReply(undefined, { id: supportCase.id, body: 'Hi' })).statusCode).toBe(401);
      const empty = await addReply(employee, { id: supportCase.id, body: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(empty.json()).errors).toEqual({ body: PORTAL_MESSAGES.case.reply });
      const thread = CaseThreadSchema.parse((await getMyCase(employee, supportCase.id)).json());
      expect(thread.messages).toEqual([]);
      expect(thread.status).toBe('open');
    });
  });
});
