import {
  API_PATHS,
  ApiErrorSchema,
  CasePageSchema,
  CaseSchema,
  PORTAL_MESSAGES,
  USER_TYPES,
} from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';
import { demoUsers, insertUser, type TestUser } from '../../test/portal-users.js';

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
});
