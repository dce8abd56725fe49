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
  latestTimeSheetWeek,
  mondayOf,
  todayIsoDate,
} from '@smartmove/contract';
import { DEMO_APPROVED_WEEKS } from '../../db/seed-data.js';
import { expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { assignProjects, insertUser } from '../../test/portal-users.js';

const lastMonday = addDays(mondayOf(todayIsoDate()), -7);
const week = (weeksBack: number) => addDays(lastMonday, -7 * weeksBack);
const fullWeek = [8, 8, 8, 8, 8, 0, 0];

describeOnEngines('time sheets', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner } = api.users;

  it('saves a draft, replaces it, then submits the week and lists it with its total', async () => {
    const draft = await api.as(employee).post(API_PATHS.addTimeSheet, {
      weekStart: week(1),
      status: 'draft',
      entries: [{ project: 'Retail analytics', hours: [8, 8, 0, 0, 0, 0, 0] }],
    });
    expect(draft.statusCode).toBe(200);
    expect(TimeSheetSchema.parse(draft.json())).toMatchObject({ status: 'draft', totalHours: 16 });

    const submitted = await api.as(employee).post(API_PATHS.addTimeSheet, {
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

    const list = TimeSheetPageSchema.parse((await api.as(employee).get(API_PATHS.getTimeSheets)).json());
    const listed = list.items.filter((item) => item.weekStart === week(1));
    expect(listed).toHaveLength(1);
    expect(listed[0]?.entries[1]?.hours).toEqual([0, 0, 0, 0, 1.5, 0, 0]);
  });

  it('refuses to change a submitted week with 409', async () => {
    const response = await api.as(employee).post(API_PATHS.addTimeSheet, {
      weekStart: week(1),
      status: 'draft',
      entries: [{ project: 'Retail analytics', hours: fullWeek }],
    });
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(PORTAL_MESSAGES.timeSheet.alreadySubmitted);
  });

  it('answers invalid hours, weeks and projects with 400 and field errors', async () => {
    const response = await api.as(employee).post(API_PATHS.addTimeSheet, {
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
    const overDay = await api.as(employee).post(API_PATHS.addTimeSheet, {
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

    const empty = await api.as(employee).post(API_PATHS.addTimeSheet, {
      weekStart: week(3),
      status: 'submitted',
      entries: [{ project: 'A', hours: [0, 0, 0, 0, 0, 0, 0] }],
    });
    expect(empty.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(empty.json()).errors).toMatchObject({
      entries: PORTAL_MESSAGES.timeSheet.emptySubmit,
    });

    const future = await api.as(employee).post(API_PATHS.addTimeSheet, {
      // The latest week a sheet may be kept for (next week): it has not started yet.
      weekStart: latestTimeSheetWeek(),
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
    expect((await api.anonymous.get(API_PATHS.getTimeSheets)).statusCode).toBe(401);
    expect((await api.anonymous.post(API_PATHS.addTimeSheet, payload)).statusCode).toBe(401);
    expect((await api.as(partner).get(API_PATHS.getTimeSheets)).statusCode).toBe(403);
    expect((await api.as(partner).post(API_PATHS.addTimeSheet, payload)).statusCode).toBe(403);
  });

  it("never returns another employee's time sheets, and keeps the same week apart per user", async () => {
    const other = await insertUser(api.app, USER_TYPES.employee);
    await assignProjects(api.app, other.id, ['Other project']);
    const saved = await api.as(other).post(API_PATHS.addTimeSheet, {
      weekStart: week(1),
      status: 'draft',
      entries: [{ project: 'Other project', hours: fullWeek }],
    });
    expect(saved.statusCode).toBe(200);
    const mine = TimeSheetPageSchema.parse((await api.as(employee).get(API_PATHS.getTimeSheets)).json());
    expect(mine.items.flatMap((item) => item.entries.map((entry) => entry.project))).not.toContain(
      'Other project',
    );
    const theirs = TimeSheetPageSchema.parse((await api.as(other).get(API_PATHS.getTimeSheets)).json());
    expect(theirs.total).toBe(1);
    expect(theirs.items[0]?.status).toBe('draft');
  });

  it('paginates and filters by week', async () => {
    for (const weeksBack of [5, 6, 7]) {
      await api.as(employee).post(API_PATHS.addTimeSheet, {
        weekStart: week(weeksBack),
        status: 'draft',
        entries: [{ project: 'Internal training', hours: fullWeek }],
      });
    }
    const page = TimeSheetPageSchema.parse(
      (await api.as(employee).get(`${API_PATHS.getTimeSheets}?page=2&pageSize=2`)).json(),
    );
    // Dana's own and the demo's approved weeks (older, so on later pages).
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 4 + DEMO_APPROVED_WEEKS.length });
    expect(page.items.map((item) => item.weekStart)).toEqual([week(6), week(7)]);
    const one = TimeSheetPageSchema.parse(
      (await api.as(employee).get(`${API_PATHS.getTimeSheets}${`?weekStart=${week(5)}`}`)).json(),
    );
    expect(one.items.map((item) => item.weekStart)).toEqual([week(5)]);
    expect((await api.as(employee).get(`${API_PATHS.getTimeSheets}?pageSize=500`)).statusCode).toBe(400);
  });

  it("lists the caller's assigned projects by name (the seeded demo: Dana's two)", async () => {
    const response = await api.as(employee).get(API_PATHS.getMyProjects);
    expect(response.statusCode).toBe(200);
    const page = MyProjectPageSchema.parse(response.json());
    expect(page.items.map((project) => project.name)).toEqual(['Internal training', 'Retail analytics']);
    expect(page.total).toBe(2);

    const newcomer = await insertUser(api.app, USER_TYPES.employee);
    const none = await api.as(newcomer).get(API_PATHS.getMyProjects);
    expect(MyProjectPageSchema.parse(none.json())).toMatchObject({ items: [], total: 0 });
    expect((await api.anonymous.get(API_PATHS.getMyProjects)).statusCode).toBe(401);
    const byPartner = await api.as(partner).get(API_PATHS.getMyProjects);
    expect(byPartner.statusCode).toBe(403);
  });

  it('refuses a project not assigned to the author with 400, and keeps the assigned spelling', async () => {
    const refused = await api.as(employee).post(API_PATHS.addTimeSheet, {
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
    const none = TimeSheetPageSchema.parse(
      (await api.as(employee).get(`${API_PATHS.getTimeSheets}${`?weekStart=${week(8)}`}`)).json(),
    );
    expect(none.total).toBe(0);

    const saved = await api.as(employee).post(API_PATHS.addTimeSheet, {
      weekStart: week(8),
      status: 'draft',
      entries: [{ project: '  retail ANALYTICS ', hours: fullWeek }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(TimeSheetSchema.parse(saved.json()).entries[0]?.project).toBe('Retail analytics');
  });

  it("keeps a project already on the week's saved sheet allowed (a week saved before projects were assigned)", async () => {
    const other = await insertUser(api.app, USER_TYPES.employee);
    await assignProjects(api.app, other.id, ['Legacy work']);
    const first = await api.as(other).post(API_PATHS.addTimeSheet, {
      weekStart: week(2),
      status: 'draft',
      entries: [{ project: 'Legacy work', hours: fullWeek }],
    });
    expect(first.statusCode).toBe(200);
    // The assignment ends; the saved week keeps its project and can still be sent.
    await api.app.db.deleteFrom('project_assignments').where('user_id', '=', other.id).execute();
    const again = await api.as(other).post(API_PATHS.addTimeSheet, {
      weekStart: week(2),
      status: 'submitted',
      entries: [{ project: 'Legacy work', hours: fullWeek }],
    });
    expect(again.statusCode, again.body).toBe(200);
    const elsewhere = await api.as(other).post(API_PATHS.addTimeSheet, {
      weekStart: week(3),
      status: 'draft',
      entries: [{ project: 'Legacy work', hours: fullWeek }],
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(elsewhere.json()).message).toBe(PROJECT_MESSAGES.notAssigned);
  });
});
