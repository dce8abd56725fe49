import {
  API_PATHS,
  ApiErrorSchema,
  MyProjectPageSchema,
  PORTAL_MESSAGES,
  PROJECT_MESSAGES,
  TimeSheetPageSchema,
  TimeSheetSchema,
  USER_TYPES,
  addDays,
  mondayOf,
  todayIsoDate,
} from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';
import { assignProjects, demoUsers, insertUser, type TestUser } from '../../test/portal-users.js';

const lastMonday = addDays(mondayOf(todayIsoDate()), -7);
const week = (weeksBack: number) => addDays(lastMonday, -7 * weeksBack);
const fullWeek = [8, 8, 8, 8, 8, 0, 0];

describe.each(TEST_ENGINES)('time sheets on %s', (engine) => {
  let testApp: TestApp;
  let employee: TestUser;
  let partner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    [employee, partner] = await demoUsers(testApp.app);
  });
  afterAll(() => testApp.close());

  const addTimeSheet = (user: TestUser | undefined, payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: API_PATHS.addTimeSheet,
      headers: user?.headers ?? {},
      payload: payload as Record<string, unknown>,
    });
  const getTimeSheets = (user: TestUser | undefined, query = '') =>
    testApp.app.inject({
      method: 'GET',
      url: `${API_PATHS.getTimeSheets}${query}`,
      headers: user?.headers ?? {},
    });

  it('saves a draft, replaces it, then submits the week and lists it with its total', async () => {
    const draft = await addTimeSheet(employee, {
      weekStart: week(1),
      status: 'draft',
      entries: [{ project: 'Retail analytics', hours: [8, 8, 0, 0, 0, 0, 0] }],
    });
    expect(draft.statusCode).toBe(200);
    expect(TimeSheetSchema.parse(draft.json())).toMatchObject({ status: 'draft', totalHours: 16 });

    const submitted = await addTimeSheet(employee, {
      weekStart: week(1),
      status: 'submitted',
      entries: [
        { project: 'Retail analytics', hours: fullWeek },
        { project: 'Internal training', hours: [0, 0, 0, 0, 1.5, 0, 0] },
      ],
    });
    expect(submitted.statusCode).toBe(200);
    const sheet = TimeSheetSchema.parse(submitted.json());
    expect(sheet).toMatchObject({ weekStart: week(1), status: 'submitted', totalHours: 41.5 });
    expect(sheet.submittedAt).toBeTruthy();
    expect(sheet.entries.map((entry) => entry.project)).toEqual(['Retail analytics', 'Internal training']);

    const list = TimeSheetPageSchema.parse((await getTimeSheets(employee)).json());
    const listed = list.items.filter((item) => item.weekStart === week(1));
    expect(listed).toHaveLength(1);
    expect(listed[0]?.entries[1]?.hours).toEqual([0, 0, 0, 0, 1.5, 0, 0]);
  });

  it('refuses to change a submitted week with 409', async () => {
    const response = await addTimeSheet(employee, {
      weekStart: week(1),
      status: 'draft',
      entries: [{ project: 'Retail analytics', hours: fullWeek }],
    });
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(PORTAL_MESSAGES.timeSheet.alreadySubmitted);
  });

  it('answers invalid hours, weeks and projects with 400 and field errors', async () => {
    const response = await addTimeSheet(employee, {
      weekStart: addDays(week(2), 1),
      status: 'draft',
      entries: [
        { project: '', hours: [25, 0, 0, 0, 0, 0, 0] },
        { project: 'Two', hours: [0, -1, 0, 0, 0, 0, 0.3] },
      ],
    });
    expect(response.statusCode).toBe(400);
    const { errors } = ApiErrorSchema.parse(response.json());
    expect(errors).toMatchObject({
      weekStart: PORTAL_MESSAGES.timeSheet.notMonday,
      'entries.0.project': PORTAL_MESSAGES.timeSheet.project,
      'entries.0.hours.0': PORTAL_MESSAGES.timeSheet.hours,
      'entries.1.hours.1': PORTAL_MESSAGES.timeSheet.hours,
      'entries.1.hours.6': PORTAL_MESSAGES.timeSheet.quarterHours,
    });
  });

  it('refuses a day over 24 hours across projects, duplicate projects and an empty submission', async () => {
    const overDay = await addTimeSheet(employee, {
      weekStart: week(3),
      status: 'draft',
      entries: [
        { project: 'A', hours: [20, 0, 0, 0, 0, 0, 0] },
        { project: 'a', hours: [5, 0, 0, 0, 0, 0, 0] },
      ],
    });
    expect(overDay.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(overDay.json()).errors).toMatchObject({
      'entries.1.project': PORTAL_MESSAGES.timeSheet.duplicateProject,
      'entries.0.hours.0': PORTAL_MESSAGES.timeSheet.dayOver24,
    });

    const empty = await addTimeSheet(employee, {
      weekStart: week(3),
      status: 'submitted',
      entries: [{ project: 'A', hours: [0, 0, 0, 0, 0, 0, 0] }],
    });
    expect(empty.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(empty.json()).errors).toMatchObject({
      entries: PORTAL_MESSAGES.timeSheet.emptySubmit,
    });

    const future = await addTimeSheet(employee, {
      weekStart: addDays(lastMonday, 21),
      status: 'submitted',
      entries: [{ project: 'A', hours: fullWeek }],
    });
    expect(future.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(future.json()).errors).toMatchObject({
      weekStart: PORTAL_MESSAGES.timeSheet.futureSubmit,
    });
  });

  it('answers 401 without a token and 403 for a partner', async () => {
    const payload = { weekStart: week(4), status: 'draft', entries: [{ project: 'A', hours: fullWeek }] };
    expect((await getTimeSheets(undefined)).statusCode).toBe(401);
    expect((await addTimeSheet(undefined, payload)).statusCode).toBe(401);
    expect((await getTimeSheets(partner)).statusCode).toBe(403);
    expect((await addTimeSheet(partner, payload)).statusCode).toBe(403);
  });

  it("never returns another employee's time sheets, and keeps the same week apart per user", async () => {
    const other = await insertUser(testApp.app, USER_TYPES.employee);
    await assignProjects(testApp.app, other.id, ['Other project']);
    const saved = await addTimeSheet(other, {
      weekStart: week(1),
      status: 'draft',
      entries: [{ project: 'Other project', hours: fullWeek }],
    });
    expect(saved.statusCode).toBe(200);
    const mine = TimeSheetPageSchema.parse((await getTimeSheets(employee)).json());
    expect(mine.items.flatMap((item) => item.entries.map((entry) => entry.project))).not.toContain(
      'Other project',
    );
    const theirs = TimeSheetPageSchema.parse((await getTimeSheets(other)).json());
    expect(theirs.total).toBe(1);
    expect(theirs.items[0]?.status).toBe('draft');
  });

  it('paginates and filters by week', async () => {
    for (const weeksBack of [5, 6, 7]) {
      await addTimeSheet(employee, {
        weekStart: week(weeksBack),
        status: 'draft',
        entries: [{ project: 'Internal training', hours: fullWeek }],
      });
    }
    const page = TimeSheetPageSchema.parse((await getTimeSheets(employee, '?page=2&pageSize=2')).json());
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 4 });
    expect(page.items.map((item) => item.weekStart)).toEqual([week(6), week(7)]);
    const one = TimeSheetPageSchema.parse((await getTimeSheets(employee, `?weekStart=${week(5)}`)).json());
    expect(one.items.map((item) => item.weekStart)).toEqual([week(5)]);
    expect((await getTimeSheets(employee, '?pageSize=500')).statusCode).toBe(400);
  });

  it("lists the caller's assigned projects by name (the seeded demo: Dana's two)", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getMyProjects,
      headers: employee.headers,
    });
    expect(response.statusCode).toBe(200);
    const page = MyProjectPageSchema.parse(response.json());
    expect(page.items.map((project) => project.name)).toEqual(['Internal training', 'Retail analytics']);
    expect(page.total).toBe(2);

    const newcomer = await insertUser(testApp.app, USER_TYPES.employee);
    const none = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getMyProjects,
      headers: newcomer.headers,
    });
    expect(MyProjectPageSchema.parse(none.json())).toMatchObject({ items: [], total: 0 });
    expect((await testApp.app.inject({ method: 'GET', url: API_PATHS.getMyProjects })).statusCode).toBe(401);
    const byPartner = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getMyProjects,
      headers: partner.headers,
    });
    expect(byPartner.statusCode).toBe(403);
  });

  it('refuses a project not assigned to the author with 400, and keeps the assigned spelling', async () => {
    const refused = await addTimeSheet(employee, {
      weekStart: week(8),
      status: 'draft',
      entries: [
        { project: 'Retail analytics', hours: fullWeek },
        { project: 'Moonlighting', hours: [0, 0, 0, 0, 0, 2, 0] },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(refused.json())).toEqual({
      message: PROJECT_MESSAGES.notAssigned,
      errors: { 'entries.1.project': PROJECT_MESSAGES.notAssigned },
    });
    const none = TimeSheetPageSchema.parse((await getTimeSheets(employee, `?weekStart=${week(8)}`)).json());
    expect(none.total).toBe(0);

    const saved = await addTimeSheet(employee, {
      weekStart: week(8),
      status: 'draft',
      entries: [{ project: '  retail ANALYTICS ', hours: fullWeek }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(TimeSheetSchema.parse(saved.json()).entries[0]?.project).toBe('Retail analytics');
  });

  it("keeps a project already on the week's saved sheet allowed (a week saved before projects were assigned)", async () => {
    const other = await insertUser(testApp.app, USER_TYPES.employee);
    await assignProjects(testApp.app, other.id, ['Legacy work']);
    const first = await addTimeSheet(other, {
      weekStart: week(2),
      status: 'draft',
      entries: [{ project: 'Legacy work', hours: fullWeek }],
    });
    expect(first.statusCode).toBe(200);
    // The assignment ends; the saved week keeps its project and can still be sent.
    await testApp.app.db.deleteFrom('project_assignments').where('user_id', '=', other.id).execute();
    const again = await addTimeSheet(other, {
      weekStart: week(2),
      status: 'submitted',
      entries: [{ project: 'Legacy work', hours: fullWeek }],
    });
    expect(again.statusCode, again.body).toBe(200);
    const elsewhere = await addTimeSheet(other, {
      weekStart: week(3),
      status: 'draft',
      entries: [{ project: 'Legacy work', hours: fullWeek }],
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(elsewhere.json()).message).toBe(PROJECT_MESSAGES.notAssigned);
  });
});
