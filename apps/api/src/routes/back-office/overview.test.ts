import { randomUUID } from 'node:crypto';
import { API_PATHS, BackOfficeOverviewSchema, USER_TYPES } from '@smartmove/contract';
import { expect, it } from 'vitest';
import { DEMO_EMPLOYEE_ID, DEMO_PARTNER_ID, insertUser, type TestUser } from '../../test/portal-users.js';
import { createLeaveRepository } from '../../test/test-repositories.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

describeOnEngines('back-office overview', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin, recruiter, manager } = api.users;

  const overview = async (user: TestUser) => {
    const response = await api.as(user).get(API_PATHS.getBackOfficeOverview);
    expect(response.statusCode, response.body).toBe(200);
    return BackOfficeOverviewSchema.parse(response.json());
  };

  async function insertContact(status: string) {
    await api.app.db
      .insertInto('contact_messages')
      .values({
        id: randomUUID(),
        message_type: 1,
        first_name: 'Olive',
        last_name: 'Oyster',
        email: 'olive@example.com',
        message: 'Hello',
        partner_reference: '',
        employee_reference: '',
        created_at: '2026-01-01T10:00:00.000Z',
        status,
      })
      .execute();
  }

  async function insertCase(userId: string, status: string) {
    const id = randomUUID();
    await api.app.db
      .insertInto('support_cases')
      .values({
        id,
        user_id: userId,
        reference: `CASE-${id.slice(0, 6)}`,
        title: 'Laptop',
        category: 'IT',
        priority: 'normal',
        description: 'It broke',
        status,
        created_at: '2026-01-01T10:00:00.000Z',
        updated_at: '2026-01-01T10:00:00.000Z',
      })
      .execute();
  }

  it('answers 401 without a token and 403 to people without a staff role', async () => {
    expect((await api.anonymous.get(API_PATHS.getBackOfficeOverview)).statusCode).toBe(401);
    for (const user of [employee, partner]) {
      expect((await api.as(user).get(API_PATHS.getBackOfficeOverview)).statusCode).toBe(403);
    }
  });

  it("sends only the counts of the lists each role opens, and counts what those lists' filters select", async () => {
    const before = {
      admin: await overview(admin),
      recruiter: await overview(recruiter),
      manager: await overview(manager),
    };
    expect(Object.keys(before.admin).sort()).toEqual(
      ['benchWaiting', 'newApplications', 'newInquiries', 'openCases', 'waitingApprovals'].sort(),
    );
    expect(Object.keys(before.recruiter).sort()).toEqual(['benchWaiting', 'newApplications', 'newInquiries']);
    expect(Object.keys(before.manager).sort()).toEqual(['openCases', 'waitingApprovals']);

    await insertContact('new');
    await insertContact('new');
    await insertContact('closed');
    // Dana is Manny's; someone else's case is the admin's alone; a resolved case is not open.
    await insertCase(DEMO_EMPLOYEE_ID, 'open');
    await insertCase(DEMO_EMPLOYEE_ID, 'resolved');
    const stranger = await insertUser(api.app, USER_TYPES.employee);
    await insertCase(stranger.id, 'open');
    // Leave waiting: Dana's is Manny's and the admin's to decide; a stranger's the admin's alone; the admin's
    // own is nobody's on this page.
    const leave = createLeaveRepository(api.app.db);
    const request = {
      leaveType: 'pto' as const,
      reason: 'Family visit',
      fromDate: '2031-02-03',
      toDate: '2031-02-04',
      confirmPastDates: false,
    };
    for (const userId of [DEMO_EMPLOYEE_ID, stranger.id, admin.id])
      await leave.create(userId, request, 2, undefined);
    await api.app.db
      .insertInto('bench_candidates')
      .values({
        id: randomUUID(),
        owner_user_id: DEMO_PARTNER_ID,
        title: 'Data Engineer',
        name: 'Sam Bench',
        experience: '5',
        location: 'Austin, TX',
        visa_status: 'gc',
        skills: 'Spark',
        email: null,
        phone: null,
        created_at: '2026-01-01T10:00:00.000Z',
        published_at: null,
        published_by: null,
      })
      .execute();

    const after = {
      admin: await overview(admin),
      recruiter: await overview(recruiter),
      manager: await overview(manager),
    };
    expect(after.recruiter.newInquiries).toBe(before.recruiter.newInquiries! + 2);
    expect(after.recruiter.benchWaiting).toBe(before.recruiter.benchWaiting! + 1);
    expect(after.recruiter.newApplications).toBe(before.recruiter.newApplications);
    expect(after.manager.openCases).toBe(before.manager.openCases! + 1);
    expect(after.admin.openCases).toBe(before.admin.openCases! + 2);
    expect(after.manager.waitingApprovals).toBe(before.manager.waitingApprovals! + 1);
    expect(after.admin.waitingApprovals).toBe(before.admin.waitingApprovals! + 2);
    expect(after.admin.newInquiries).toBe(after.recruiter.newInquiries);
    expect(after.manager).not.toHaveProperty('newInquiries');
  });
});
