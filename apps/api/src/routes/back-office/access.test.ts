import {
  ACCOUNT_STATUSES,
  API_PATHS,
  PENDING_APPROVAL_MESSAGE,
  ProfileSchema,
  STAFF_ROLES,
  StaffPageSchema,
  USER_TYPES,
} from '@smartmove/contract';
import { expect, it } from 'vitest';
import { insertUser, type TestUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

describeOnEngines('back-office access', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin, recruiter, manager } = api.users;

  it('answers 401 without a token and 403 to a plain employee or a partner', async () => {
    expect((await api.anonymous.get(API_PATHS.getStaff)).statusCode).toBe(401);
    expect((await api.as(employee).get(API_PATHS.getStaff)).statusCode).toBe(403);
    expect((await api.as(partner).get(API_PATHS.getStaff)).statusCode).toBe(403);
  });

  it('lists the seeded staff, by name, to each of them', async () => {
    for (const user of [admin, recruiter, manager]) {
      const response = await api.as(user).get(API_PATHS.getStaff);
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
      ProfileSchema.parse((await api.as(user).get(API_PATHS.getProfile)).json());
    expect((await profile(recruiter)).roles).toEqual([STAFF_ROLES.recruiter]);
    expect(await profile(employee)).toMatchObject({ roles: [], status: ACCOUNT_STATUSES.active });
  });

  it('gives a pending account its own profile and nothing else', async () => {
    const pending = await insertUser(api.app, USER_TYPES.employee, undefined, {
      status: ACCOUNT_STATUSES.pending,
    });
    const profile = await api.as(pending).get(API_PATHS.getProfile);
    expect(profile.statusCode).toBe(200);
    expect(ProfileSchema.parse(profile.json()).status).toBe(ACCOUNT_STATUSES.pending);
    const timeSheets = await api.as(pending).get(API_PATHS.getTimeSheets);
    expect(timeSheets.statusCode).toBe(403);
    expect(timeSheets.json()).toEqual({ message: PENDING_APPROVAL_MESSAGE });
  });

  it("refuses a deactivated account's access token on its next use", async () => {
    const person = await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.recruiter],
    });
    expect((await api.as(person).get(API_PATHS.getStaff)).statusCode).toBe(200);
    await api.app.db
      .updateTable('users')
      .set({ status: ACCOUNT_STATUSES.deactivated })
      .where('id', '=', person.id)
      .execute();
    expect((await api.as(person).get(API_PATHS.getStaff)).statusCode).toBe(401);
  });
});
