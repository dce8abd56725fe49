import {
  ACCOUNT_STATUSES,
  API_PATHS,
  PENDING_APPROVAL_MESSAGE,
  ProfileSchema,
  STAFF_ROLES,
  StaffPageSchema,
  USER_TYPES,
} from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, insertUser, staffUsers, type TestUser } from '../../test/portal-users.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';

describe.each(TEST_ENGINES)('back-office access on %s', (engine) => {
  let testApp: TestApp;
  let employee: TestUser;
  let partner: TestUser;
  let admin: TestUser;
  let recruiter: TestUser;
  let manager: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    [employee, partner] = await demoUsers(testApp.app);
    [admin, recruiter, manager] = await staffUsers(testApp.app);
  });
  afterAll(() => testApp.close());

  const getStaff = (user?: TestUser) =>
    testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getStaff,
      ...(user ? { headers: user.headers } : {}),
    });

  it('answers 401 without a token and 403 to a plain employee or a partner', async () => {
    expect((await getStaff()).statusCode).toBe(401);
    expect((await getStaff(employee)).statusCode).toBe(403);
    expect((await getStaff(partner)).statusCode).toBe(403);
  });

  it('lists the seeded staff, by name, to each of them', async () => {
    for (const user of [admin, recruiter, manager]) {
      const response = await getStaff(user);
      expect(response.statusCode).toBe(200);
      const staff = StaffPageSchema.parse(response.json()).items;
      expect(staff.map((member) => [member.name, member.roles])).toEqual(
        expect.arrayContaining([
          ['Ada Admin', [STAFF_ROLES.admin]],
          ['Manny Manager', [STAFF_ROLES.approver]],
          ['Rita Recruiter', [STAFF_ROLES.recruiter]],
        ]),
      );
    }
  });

  it('tells staff their roles in the profile, and everyone else that they have none', async () => {
    const profile = async (user: TestUser) =>
      ProfileSchema.parse(
        (
          await testApp.app.inject({ method: 'GET', url: API_PATHS.getProfile, headers: user.headers })
        ).json(),
      );
    expect((await profile(recruiter)).roles).toEqual([STAFF_ROLES.recruiter]);
    expect(await profile(employee)).toMatchObject({ roles: [], status: ACCOUNT_STATUSES.active });
  });

  it('gives a pending account its own profile and nothing else', async () => {
    const pending = await insertUser(testApp.app, USER_TYPES.employee, undefined, {
      status: ACCOUNT_STATUSES.pending,
    });
    const profile = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getProfile,
      headers: pending.headers,
    });
    expect(profile.statusCode).toBe(200);
    expect(ProfileSchema.parse(profile.json()).status).toBe(ACCOUNT_STATUSES.pending);
    const timeSheets = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getTimeSheets,
      headers: pending.headers,
    });
    expect(timeSheets.statusCode).toBe(403);
    expect(timeSheets.json()).toEqual({ message: PENDING_APPROVAL_MESSAGE });
  });

  it("refuses a deactivated account's access token on its next use", async () => {
    const person = await insertUser(testApp.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.recruiter],
    });
    expect((await getStaff(person)).statusCode).toBe(200);
    await testApp.app.db
      .updateTable('users')
      .set({ status: ACCOUNT_STATUSES.deactivated })
      .where('id', '=', person.id)
      .execute();
    expect((await getStaff(person)).statusCode).toBe(401);
  });
});
