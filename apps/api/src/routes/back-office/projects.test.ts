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
import { expect, it } from 'vitest';
import { insertUser, type TestUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

describeOnEngines('projects', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin, recruiter, manager } = api.users;
  const projects = async (query: Record<string, string> = {}) => {
    const response = await api.as(admin).get(API_PATHS.getProjects, { pageSize: '100', ...query });
    expect(response.statusCode, response.body).toBe(200);
    return ProjectPageSchema.parse(response.json()).items;
  };
  const myProjects = async (user: TestUser) =>
    MyProjectPageSchema.parse((await api.as(user).get(API_PATHS.getMyProjects)).json()).items.map(
      (project) => project.name,
    );
  const auditLines = async () =>
    AuditLogPageSchema.parse((await api.as(admin).get(API_PATHS.getAuditLog, { pageSize: '100' })).json())
      .items;

  it('answers 401 without a token and 403 to anyone but an admin, before reading the body', async () => {
    const calls = [
      () => api.anonymous.get(API_PATHS.getProjects),
      () => api.anonymous.post(API_PATHS.addProject, {}),
      () => api.anonymous.post(API_PATHS.updateProjectAssignments, {}),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    for (const user of [employee, partner, recruiter, manager]) {
      expect((await api.as(user).get(API_PATHS.getProjects)).statusCode).toBe(403);
      // An invalid body still answers 403: the role is decided first.
      expect((await api.as(user).post(API_PATHS.addProject, {})).statusCode).toBe(403);
      expect((await api.as(user).post(API_PATHS.updateProjectAssignments, {})).statusCode).toBe(403);
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
    const added = await api.as(admin).post(API_PATHS.addProject, { name: '  Cloud   migration ' });
    expect(added.statusCode, added.body).toBe(200);
    const project = ProjectSchema.parse(added.json());
    expect(project).toMatchObject({ name: 'Cloud migration', assignees: [] });
    expect((await projects({ search: 'cloud' })).map((row) => row.name)).toEqual(['Cloud migration']);

    const again = await api.as(admin).post(API_PATHS.addProject, { name: 'cloud MIGRATION' });
    expect(again.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(again.json())).toEqual({
      message: PROJECT_MESSAGES.nameTaken,
      errors: { name: PROJECT_MESSAGES.nameTaken },
    });
    const empty = await api.as(admin).post(API_PATHS.addProject, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(empty.json()).errors).toEqual({ name: PROJECT_MESSAGES.name });

    expect(
      (await auditLines()).filter((line) => line.recordId === project.id).map((line) => line.action),
    ).toEqual([PROJECT_AUDIT.added]);
  });

  it('assigns and unassigns active employees; the employee then reads and uses the project', async () => {
    const project = ProjectSchema.parse(
      (await api.as(admin).post(API_PATHS.addProject, { name: 'Data platform' })).json(),
    );
    const newcomer = await insertUser(api.app, USER_TYPES.employee);
    const assigned = await api.as(admin).post(API_PATHS.updateProjectAssignments, {
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
    const sheet = await api.as(newcomer).post(API_PATHS.addTimeSheet, {
      weekStart,
      status: 'draft',
      entries: [{ project: 'Data platform', hours: [8, 8, 8, 8, 8, 0, 0] }],
    });
    expect(sheet.statusCode, sheet.body).toBe(200);

    const unassigned = await api.as(admin).post(API_PATHS.updateProjectAssignments, {
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
      (await api.as(admin).post(API_PATHS.addProject, { name: 'Strict project' })).json(),
    );
    const pending = await insertUser(api.app, USER_TYPES.employee, undefined, { status: 'pending' });
    for (const userIds of [[partner.id], [pending.id], ['no-such-person'], [employee.id, partner.id]]) {
      const refused = await api.as(admin).post(API_PATHS.updateProjectAssignments, {
        projectId: project.id,
        userIds,
      });
      expect(refused.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(refused.json()).message).toBe(PROJECT_MESSAGES.employees);
    }
    expect((await projects({ search: 'strict' }))[0]?.assignees).toEqual([]);

    const unknown = await api.as(admin).post(API_PATHS.updateProjectAssignments, {
      projectId: '00000000-0000-4000-8000-00000000ffff',
      userIds: [],
    });
    expect(unknown.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(unknown.json()).message).toBe(PROJECT_MESSAGES.notFound);
  });

  it('keeps admins only: a recruiter holding the admin role too may manage projects', async () => {
    const both = await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.recruiter, STAFF_ROLES.admin],
    });
    expect((await api.as(both).get(API_PATHS.getProjects)).statusCode).toBe(200);
  });
});
