import {
  API_PATHS,
  ApiErrorSchema,
  CasePageSchema,
  CaseSchema,
  CaseThreadSchema,
  PORTAL_MESSAGES,
  USER_TYPES,
} from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';
import { demoUsers, insertUser, staffUsers, type TestUser } from '../../test/portal-users.js';

const validCase = {
  title: 'Payslip missing for October',
  category: 'Payroll',
  priority: 'High',
  description: 'I cannot find my October payslip in the portal.',
};

describe.each(TEST_ENGINES)('support cases on %s', (engine) => {
  let testApp: TestApp;
  let employee: TestUser;
  let partner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    [employee, partner] = await demoUsers(testApp.app);
  });
  afterAll(() => testApp.close());

  const addCase = (user: TestUser | undefined, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: API_PATHS.addCase, headers: user?.headers ?? {}, payload });
  const getCases = (user: TestUser | undefined, query = '') =>
    testApp.app.inject({ method: 'GET', url: `${API_PATHS.getCases}${query}`, headers: user?.headers ?? {} });

  it('lets an employee and a partner raise cases and list only their own, open first by date', async () => {
    const created = await addCase(employee, validCase);
    expect(created.statusCode).toBe(201);
    const supportCase = CaseSchema.parse(created.json());
    expect(supportCase).toMatchObject({ ...validCase, status: 'open' });
    expect(supportCase.reference).toMatch(/^CS-[A-Z2-9]{8}$/);

    const partnerCase = await addCase(partner, {
      ...validCase,
      title: 'Bench upload fails',
      category: 'Other',
    });
    expect(partnerCase.statusCode).toBe(201);

    const employeeList = CasePageSchema.parse((await getCases(employee)).json());
    expect(employeeList.items.map((item) => item.title)).toEqual([validCase.title]);
    const partnerList = CasePageSchema.parse((await getCases(partner, '?status=open')).json());
    expect(partnerList.items.map((item) => item.title)).toEqual(['Bench upload fails']);
  });

  it('answers invalid cases with 400 and field errors', async () => {
    const response = await addCase(employee, {
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
    expect((await getCases(undefined)).statusCode).toBe(401);
    expect((await addCase(undefined, validCase)).statusCode).toBe(401);
    const forged = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getCases,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("never returns another user's cases", async () => {
    const other = await insertUser(testApp.app, USER_TYPES.employee);
    expect(CasePageSchema.parse((await getCases(other)).json()).total).toBe(0);
    await addCase(other, { ...validCase, title: 'Their laptop' });
    const mine = CasePageSchema.parse((await getCases(employee, '?pageSize=50')).json());
    expect(mine.items.map((item) => item.title)).not.toContain('Their laptop');
  });

  describe('the thread of a case', () => {
    const getMyCase = (user: TestUser | undefined, id: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `${API_PATHS.getMyCase}?id=${id}`,
        headers: user?.headers ?? {},
      });
    const addReply = (user: TestUser | undefined, payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: API_PATHS.addCaseReply,
        headers: user?.headers ?? {},
        payload,
      });
    const raise = async (title: string) =>
      CaseSchema.parse((await addCase(employee, { ...validCase, title })).json());

    it("shows the author the staff's replies and takes their answer; a resolved case opens again", async () => {
      const supportCase = await raise('VPN drops every hour');
      const [admin] = await staffUsers(testApp.app);
      const staffReply = await testApp.app.inject({
        method: 'POST',
        url: API_PATHS.replyCase,
        headers: admin!.headers,
        payload: { id: supportCase.id, body: 'Please try the new VPN profile.' },
      });
      expect(staffReply.statusCode, staffReply.body).toBe(200);
      await testApp.app.inject({
        method: 'POST',
        url: API_PATHS.updateCase,
        headers: admin!.headers,
        payload: { id: supportCase.id, status: 'resolved' },
      });

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
      const audit = await testApp.app.db
        .selectFrom('audit_log')
        .select(['actor_name', 'action'])
        .where('record_id', '=', supportCase.id)
        .where('actor_name', '=', 'Dana Employee')
        .orderBy('action', 'desc')
        .execute();
      expect(audit.map((line) => line.action)).toEqual(['replied to case', 'changed case status']);
      const listed = CasePageSchema.parse((await getCases(employee, '?pageSize=50')).json());
      expect(listed.items.find((item) => item.id === supportCase.id)?.status).toBe('open');
    });

    it("answers 404 for anyone else's case, 401 without a token and 400 for an empty reply", async () => {
      const supportCase = await raise('Monitor flickers');
      const other = await insertUser(testApp.app, USER_TYPES.employee);
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
