import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_STATUSES,
  API_PATHS,
  USER_TYPES,
  addDays,
  mondayOf,
  projectKey,
  todayIsoDate,
  type AccountStatus,
  type StaffRole,
  type UserType,
} from '@smartmove/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The seeded demo users (db/seed-data.ts). */
export const DEMO_EMPLOYEE_ID = '00000000-0000-4000-8000-000000000001';
export const DEMO_PARTNER_ID = '00000000-0000-4000-8000-000000000002';
/** The seeded staff: Ada Admin, Rita Recruiter, Manny Manager (approver, Dana Employee's manager). */
export const DEMO_ADMIN_ID = '00000000-0000-4000-8000-000000000003';
export const DEMO_RECRUITER_ID = '00000000-0000-4000-8000-000000000004';
export const DEMO_MANAGER_ID = '00000000-0000-4000-8000-000000000005';

export interface TestUser {
  id: string;
  userType: UserType;
  headers: { authorization: string };
}

/** Authorization headers for a user, with a freshly minted access token. */
export async function authFor(app: FastifyInstance, id: string, userType: UserType): Promise<TestUser> {
  const token = await app.tokens.signAccessToken({ id, userType });
  return { id, userType, headers: { authorization: `Bearer ${token}` } };
}

export interface NewTestUser {
  status?: AccountStatus;
  staffRoles?: StaffRole[];
  managerId?: string;
}

/** A new user of the given role, employed since `createdAt`. */
export async function insertUser(
  app: FastifyInstance,
  userType: UserType,
  createdAt = '2026-01-05T09:00:00.000Z',
  { status = ACCOUNT_STATUSES.active, staffRoles = [], managerId }: NewTestUser = {},
): Promise<TestUser> {
  const id = randomUUID();
  await app.db
    .insertInto('users')
    .values({
      id,
      phone: `test-${id}`,
      name: userType === USER_TYPES.employee ? 'Test Employee' : 'Test Partner',
      email: `${id}@example.com`,
      user_type: userType,
      company_name: userType === USER_TYPES.partner ? 'Test Staffing LLC' : null,
      created_at: createdAt,
      status,
      staff_roles: staffRoles.join(','),
      manager_id: managerId ?? null,
    })
    .execute();
  return authFor(app, id, userType);
}

export function demoUsers(app: FastifyInstance) {
  return Promise.all([
    authFor(app, DEMO_EMPLOYEE_ID, USER_TYPES.employee),
    authFor(app, DEMO_PARTNER_ID, USER_TYPES.partner),
  ]);
}

/** The seeded staff, signed in: [admin, recruiter, manager (approver)]. */
export function staffUsers(app: FastifyInstance) {
  return Promise.all([
    authFor(app, DEMO_ADMIN_ID, USER_TYPES.employee),
    authFor(app, DEMO_RECRUITER_ID, USER_TYPES.employee),
    authFor(app, DEMO_MANAGER_ID, USER_TYPES.employee),
  ]);
}

/** Assigns projects (added when missing, by name) to a user, as an admin does on the Projects page. */
export async function assignProjects(app: FastifyInstance, userId: string, names: readonly string[]) {
  for (const name of names) {
    await app.db
      .insertInto('projects')
      .values({
        id: randomUUID(),
        name,
        name_key: projectKey(name),
        created_at: new Date().toISOString(),
        created_by: null,
      })
      .onConflict((oc) => oc.column('name_key').doNothing())
      .execute();
    const project = await app.db
      .selectFrom('projects')
      .select('id')
      .where('name_key', '=', projectKey(name))
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('project_assignments')
      .values({
        project_id: project.id,
        user_id: userId,
        assigned_at: new Date().toISOString(),
        assigned_by: null,
      })
      .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
      .execute();
  }
}

/** A time sheet without entries, written straight to the table; `at` is when it was made and sent (a draft: not sent). */
export async function insertTimeSheet(
  app: FastifyInstance,
  sheet: { userId: string; weekStart: string; status: string; totalHours: number; at: string },
) {
  await app.db
    .insertInto('time_sheets')
    .values({
      id: randomUUID(),
      user_id: sheet.userId,
      week_start: sheet.weekStart,
      status: sheet.status,
      total_hours: sheet.totalHours,
      submitted_at: sheet.status === 'draft' ? null : sheet.at,
      created_at: sheet.at,
      updated_at: sheet.at,
      decided_by: null,
      decided_at: null,
      decision_reason: null,
    })
    .execute();
}

/**
 * A new employee of Manny Manager's, on "Retail analytics", who submits last week's time sheet (40 hours)
 * through the portal; answers the employee and the portal's answer.
 */
export async function submitTimeSheetAsNewWorker(api: {
  app: FastifyInstance;
  as(user: TestUser): { post(url: string, body?: unknown): Promise<LightMyRequestResponse> };
}): Promise<{ worker: TestUser; sheet: LightMyRequestResponse }> {
  const worker = await insertUser(api.app, USER_TYPES.employee, undefined, { managerId: DEMO_MANAGER_ID });
  await assignProjects(api.app, worker.id, ['Retail analytics']);
  const sheet = await api.as(worker).post(API_PATHS.addTimeSheet, {
    weekStart: addDays(mondayOf(todayIsoDate()), -7),
    status: 'submitted',
    entries: [{ project: 'Retail analytics', hours: [8, 8, 8, 8, 8, 0, 0] }],
  });
  return { worker, sheet };
}
