import {
  API_PATHS,
  ApiErrorSchema,
  AuditLogPageSchema,
  MyProjectPageSchema,
  PROJECT_AUDIT,
  PROJECT_MESSAGES,
  ProjectPageSchema,
  ProjectSchema,
  STAFF_ROLES,
  USER_TYPES,
  addDays,
  mondayOf,
  todayIsoDate,
} from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, insertUser, staffUsers, type TestUser } from '../../test/portal-users.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';

describe.each(TEST_ENGINES)('projects on %s', (engine) => {
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

  const get = (url: string, user?: TestUser, query: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, query, ...(user ? { headers: user.headers } : {}) });
  const post = (url: string, user: TestUser | undefined, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url, payload, ...(user ? { headers: user.headers } : {}) });
  const projects = async (query: Record<string, string> = {}) => {
    const response = await get(API_PATHS.getProjects, admin, { pageSize: '100', ...query });
    expect(response.statusCode, response.body).toBe(200);
    return ProjectPageSchema.parse(response.json()).items;
  };
  const myProjects = async (user: TestUser) =>
    MyProjectPageSchema.parse((await get(API_PATHS.getMyProjects, user)).json()).items.map(
      (project) => project.name,
    );
  const auditLines = async () =>
    AuditLogPageSchema.parse((await get(API_PATHS.getAuditLog, admin, { pageSize: '100' })).json()).items;

  it('answers 401 without a token and 403 to anyone but an admin, before reading the body', async () => {
    const calls = [
      () => get(API_PATHS.getProjects),
      () => post(API_PATHS.addProject, undefined, {}),
      () => post(API_PATHS.updateProjectAssignments, undefined, {}),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    for (const user of [employee, partner, recruiter, manager]) {
      expect((await get(API_PATHS.getProjects, user)).statusCode).toBe(403);
      // An invalid body still answers 403: the role is decided first.
      expect((await post(API_PATHS.addProject, user, {})).statusCode).toBe(403);
      expect((await post(API_PATHS.updateProjectAssignments, user, {})).statusCode).toBe(403);
    }
  });

  it('lists the seeded projects with Dana Employee assigned to both', async () => {
    const seeded = await projects();
    expect(seeded.map((project) => [project.name, project.assignees.map((person) => person.name)])).toEqual(
      expect.arrayContaining([
        ['Internal training', ['Dana Employee']],
        ['Retail analytics', ['Dana Employee']],
      ]),
    );
  });

  it('adds a project once (names differing only in case or spaces are the same), with an audit line', async () => {
    const added = await post(API_PATHS.addProject, admin, { name: '  Cloud   migration ' });
    expect(added.statusCode, added.body).toBe(200);
    const project = ProjectSchema.parse(added.json());
    expect(project).toMatchObject({ name: 'Cloud migration', assignees: [] });
    expect((await projects({ search: 'cloud' })).map((row) => row.name)).toEqual(['Cloud migration']);

    const again = await post(API_PATHS.addProject, admin, { name: 'cloud MIGRATION' });
    expect(again.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(again.json())).toEqual({
      message: PROJECT_MESSAGES.nameTaken,
      errors: { name: PROJECT_MESSAGES.nameTaken },
    });
    const empty = await post(API_PATHS.addProject, admin, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(empty.json()).errors).toEqual({ name: PROJECT_MESSAGES.name });

    expect(
      (await auditLines()).filter((line) => line.recordId === project.id).map((line) => line.action),
    ).toEqual([PROJECT_AUDIT.added]);
  });

  it('assigns and unassigns active employees; the employee then reads and uses the project', async () => {
    const project = ProjectSchema.parse(
      (await post(API_PATHS.addProject, admin, { name: 'Data platform' })).json(),
    );
    const newcomer = await insertUser(testApp.app, USER_TYPES.employee);
    const assigned = await post(API_PATHS.updateProjectAssignments, admin, {
      projectId: project.id,
      userIds: [newcomer.id, employee.id],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(
      ProjectSchema.parse(assigned.json())
        .assignees.map((person) => person.name)
        .sort(),
    ).toEqual(['Dana Employee', 'Test Employee']);
    expect(await myProjects(newcomer)).toEqual(['Data platform']);
    expect(await myProjects(employee)).toEqual(['Data platform', 'Internal training', 'Retail analytics']);

    const weekStart = addDays(mondayOf(todayIsoDate()), -7);
    const sheet = await post(API_PATHS.addTimeSheet, newcomer, {
      weekStart,
      status: 'draft',
      entries: [{ project: 'Data platform', hours: [8, 8, 8, 8, 8, 0, 0] }],
    });
    expect(sheet.statusCode, sheet.body).toBe(200);

    const unassigned = await post(API_PATHS.updateProjectAssignments, admin, {
      projectId: project.id,
      userIds: [employee.id],
    });
    expect(ProjectSchema.parse(unassigned.json()).assignees.map((person) => person.name)).toEqual([
      'Dana Employee',
    ]);
    expect(await myProjects(newcomer)).toEqual([]);
    const lines = (await auditLines()).filter((line) => line.recordId === project.id);
    expect(lines.map((line) => `${line.action}: ${line.recordLabel}`).sort()).toEqual(
      [
        `${PROJECT_AUDIT.added}: Data platform`,
        `${PROJECT_AUDIT.assigned}: Data platform: Dana Employee`,
        `${PROJECT_AUDIT.assigned}: Data platform: Test Employee`,
        `${PROJECT_AUDIT.unassigned}: Data platform: Test Employee`,
      ].sort(),
    );
    expect(lines.every((line) => line.actorName === 'Ada Admin')).toBe(true);
  });

  it('refuses partners, pending accounts and unknown people or projects, changing nothing', async () => {
    const project = ProjectSchema.parse(
      (await post(API_PATHS.addProject, admin, { name: 'Strict project' })).json(),
    );
    const pending = await insertUser(testApp.app, USER_TYPES.employee, undefined, { status: 'pending' });
    for (const userIds of [[partner.id], [pending.id], ['no-such-person'], [employee.id, partner.id]]) {
      const refused = await post(API_PATHS.updateProjectAssignments, admin, {
        projectId: project.id,
        userIds,
      });
      expect(refused.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(refused.json()).message).toBe(PROJECT_MESSAGES.employees);
    }
    expect((await projects({ search: 'strict' }))[0]?.assignees).toEqual([]);

    const unknown = await post(API_PATHS.updateProjectAssignments, admin, {
      projectId: '00000000-0000-4000-8000-00000000ffff',
      userIds: [],
    });
    expect(unknown.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(unknown.json()).message).toBe(PROJECT_MESSAGES.notFound);
  });

  it('keeps admins only: a recruiter holding the admin role too may manage projects', async () => {
    const both = await insertUser(testApp.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.recruiter, STAFF_ROLES.admin],
    });
    expect((await get(API_PATHS.getProjects, both)).statusCode).toBe(200);
  });
});
