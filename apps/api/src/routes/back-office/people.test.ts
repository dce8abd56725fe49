import {
  ACCOUNT_NOT_ACTIVE_MESSAGE,
  ACCOUNT_STATUSES,
  API_PATHS,
  AuditLogPageSchema,
  PENDING_APPROVAL_MESSAGE,
  PEOPLE_MESSAGES,
  PeoplePageSchema,
  PersonSchema,
  ProfileSchema,
  STAFF_ROLES,
  USER_TYPES,
} from '@smartmove/contract';
import { expect, it } from 'vitest';
import {
  errorOf,
  latestCode,
  newPhone,
  RELAXED_CODE_LIMITS,
  registerNewPhone,
  ResponseRecorder,
  sendCode,
  signInByPhone,
  verifyCode,
} from '../../test/auth-support.js';
import { DEMO_ADMIN_ID, DEMO_EMPLOYEE_ID, DEMO_MANAGER_ID, type TestUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { REFRESH_COOKIE } from '../public/session-cookie.js';

describeOnEngines('people and audit log', (engine) => {
  const api = useTestApp(engine, {
    env: { ...RELAXED_CODE_LIMITS, OTP_RESEND_COOLDOWN_SECONDS: '0' },
  });
  const { employee, partner, admin, recruiter, manager } = api.users;
  const recorder = new ResponseRecorder(() => api.app);
  const dataDir = () => api.env.DATA_DIR;
  const people = async (query: Record<string, string>) => {
    const response = await api.as(admin).get(API_PATHS.getPeople, query);
    expect(response.statusCode, response.body).toBe(200);
    return PeoplePageSchema.parse(response.json());
  };
  const auditLines = async () =>
    AuditLogPageSchema.parse((await api.as(admin).get(API_PATHS.getAuditLog, { pageSize: '100' })).json())
      .items;
  const newPerson = (overrides: Record<string, unknown> = {}) => ({
    name: 'Nora Newhire',
    phoneNo: newPhone(),
    email: 'nora@example.com',
    userType: USER_TYPES.employee,
    ...overrides,
  });
  /** A self-registered account, signed in: its session, refresh cookie and id. */
  async function signUp(name: string) {
    const { phone, response } = await registerNewPhone(recorder, dataDir(), {
      name,
      email: 'new@example.com',
      userType: USER_TYPES.employee,
    });
    expect(response.statusCode).toBe(200);
    const token = response.json<{ token: string }>().token;
    const cookie = response.cookies.find((item) => item.name === REFRESH_COOKIE)!.value;
    const profile = ProfileSchema.parse((await api.withToken(token).get(API_PATHS.getProfile)).json());
    return { phone, token, cookie, id: profile.id, status: profile.status };
  }
  const refresh = (cookie: string) =>
    api.anonymous.post(API_PATHS.refreshToken, undefined, { cookies: { [REFRESH_COOKIE]: cookie } });

  it('answers 401 without a token and 403 to everyone but an admin, before reading the body', async () => {
    for (const [method, url] of [
      ['GET', API_PATHS.getPeople],
      ['POST', API_PATHS.addPerson],
      ['POST', API_PATHS.updatePerson],
      ['GET', API_PATHS.getAuditLog],
    ] as const) {
      const send = (user?: TestUser) =>
        api.as(user).inject({
          method,
          url,
          ...(method === 'POST'
            ? { payload: 'not json', headers: { 'content-type': 'application/json' } }
            : {}),
        });
      expect((await send()).statusCode, url).toBe(401);
      for (const user of [employee, partner, recruiter, manager]) {
        expect((await send(user)).statusCode, url).toBe(403);
      }
    }
  });

  it('a self-registered account is pending: it reads its profile, nothing else, until approved', async () => {
    const pending = await signUp('Penny Pending');
    expect(pending.status).toBe(ACCOUNT_STATUSES.pending);
    const timeSheets = await api.withToken(pending.token).get(API_PATHS.getTimeSheets);
    expect(timeSheets.statusCode).toBe(403);
    expect(errorOf(timeSheets.body).message).toBe(PENDING_APPROVAL_MESSAGE);
    // A pending account may sign in again.
    expect((await signInByPhone(recorder, dataDir(), pending.phone)).session.name).toBe('Penny Pending');

    const listed = await people({ status: ACCOUNT_STATUSES.pending, search: 'Penny' });
    expect(listed.items.map((person) => person.id)).toContain(pending.id);

    const approved = await api.as(admin).post(API_PATHS.updatePerson, { id: pending.id, action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(PersonSchema.parse(approved.json()).status).toBe(ACCOUNT_STATUSES.active);
    const after = await api.withToken(pending.token).get(API_PATHS.getTimeSheets);
    expect(after.statusCode).toBe(200);
    // Approving twice is not a change that applies.
    expect(
      (await api.as(admin).post(API_PATHS.updatePerson, { id: pending.id, action: 'approve' })).statusCode,
    ).toBe(400);

    const lines = await auditLines();
    expect(
      lines.find((line) => line.action === 'approved sign-up' && line.recordId === pending.id),
    ).toMatchObject({
      actorId: DEMO_ADMIN_ID,
      actorName: 'Ada Admin',
      recordKind: 'person',
      recordLabel: 'Penny Pending',
    });
    // The sign-up and the sign-in after it were audited, as the user.
    expect(lines.filter((line) => line.action === 'signed in' && line.actorId === pending.id)).toHaveLength(
      2,
    );
    const history = await api.app.db
      .selectFrom('record_changes')
      .selectAll()
      .where('record_id', '=', pending.id)
      .execute();
    expect(history.map((row) => [row.field, row.old_value, row.new_value])).toEqual([
      ['status', 'pending', 'active'],
    ]);
  });

  it('declining a sign-up refuses its tokens and its next sign-in with a clear message', async () => {
    const declined = await signUp('Dex Declined');
    expect(
      (await api.as(admin).post(API_PATHS.updatePerson, { id: declined.id, action: 'decline' })).statusCode,
    ).toBe(200);
    const profile = await api.withToken(declined.token).get(API_PATHS.getProfile);
    expect(profile.statusCode).toBe(401);
    const renewed = await refresh(declined.cookie);
    expect(renewed.statusCode).toBe(403);
    expect(errorOf(renewed.body).message).toBe(ACCOUNT_NOT_ACTIVE_MESSAGE);
    await sendCode(recorder, declined.phone);
    const signIn = await verifyCode(recorder, declined.phone, latestCode(dataDir(), declined.phone));
    expect(signIn.statusCode).toBe(403);
    expect(errorOf(signIn.body).message).toBe(ACCOUNT_NOT_ACTIVE_MESSAGE);
    expect(
      (await auditLines()).some(
        (line) => line.action === 'declined sign-up' && line.recordId === declined.id,
      ),
    ).toBe(true);
  });

  it('adds an active person with roles and a manager; a phone with an account is refused on its field', async () => {
    const input = newPerson({ staffRoles: [STAFF_ROLES.recruiter], managerId: DEMO_MANAGER_ID });
    const added = await api.as(admin).post(API_PATHS.addPerson, input);
    expect(added.statusCode, added.body).toBe(200);
    const person = PersonSchema.parse(added.json());
    expect(person).toMatchObject({
      name: 'Nora Newhire',
      phoneNo: input.phoneNo,
      status: ACCOUNT_STATUSES.active,
      staffRoles: [STAFF_ROLES.recruiter],
      managerId: DEMO_MANAGER_ID,
      managerName: 'Manny Manager',
    });
    // Active at once: the new person signs in and works.
    const { session } = await signInByPhone(recorder, dataDir(), input.phoneNo);
    expect(session.roles).toEqual([STAFF_ROLES.recruiter]);

    const again = await api.as(admin).post(API_PATHS.addPerson, newPerson({ phoneNo: input.phoneNo }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body).errors).toEqual({ phoneNo: PEOPLE_MESSAGES.phoneTaken });

    const invalid = await api.as(admin).post(API_PATHS.addPerson, {
      name: '',
      phoneNo: '12',
      email: 'x',
      userType: 1,
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(errorOf(invalid.body).errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'phoneNo', 'email', 'userType']),
    );
    const partnerWithRoles = await api
      .as(admin)
      .post(
        API_PATHS.addPerson,
        newPerson({ userType: USER_TYPES.partner, staffRoles: [STAFF_ROLES.admin] }),
      );
    expect(partnerWithRoles.statusCode).toBe(400);
    const badManager = await api.as(admin).post(API_PATHS.addPerson, newPerson({ managerId: 'nobody' }));
    expect(errorOf(badManager.body).errors).toEqual({ managerId: PEOPLE_MESSAGES.managerInvalid });

    const listed = await people({ search: input.phoneNo.slice(2) });
    expect(listed.items.map((item) => item.id)).toEqual([person.id]);
    expect(
      (await auditLines()).some((line) => line.action === 'added person' && line.recordId === person.id),
    ).toBe(true);
  });

  it("deactivating ends the person's refresh and access tokens at once; reactivating lets them back", async () => {
    const input = newPerson({ name: 'Dora Deactivated' });
    const person = PersonSchema.parse((await api.as(admin).post(API_PATHS.addPerson, input)).json());
    const { session, cookie } = await signInByPhone(recorder, dataDir(), input.phoneNo);
    expect((await api.withToken(session.token).get(API_PATHS.getTimeSheets)).statusCode).toBe(200);

    const deactivated = await api
      .as(admin)
      .post(API_PATHS.updatePerson, { id: person.id, action: 'deactivate' });
    expect(PersonSchema.parse(deactivated.json()).status).toBe(ACCOUNT_STATUSES.deactivated);
    expect((await api.withToken(session.token).get(API_PATHS.getTimeSheets)).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(403);
    const revoked = await api.app.db
      .selectFrom('refresh_tokens')
      .select('revoked_at')
      .where('user_id', '=', person.id)
      .execute();
    expect(revoked.every((row) => row.revoked_at !== null)).toBe(true);

    expect(
      (await api.as(admin).post(API_PATHS.updatePerson, { id: person.id, action: 'reactivate' })).statusCode,
    ).toBe(200);
    // The old login stays ended; a new sign-in works.
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await signInByPhone(recorder, dataDir(), input.phoneNo)).session.name).toBe('Dora Deactivated');
    const actions = (await auditLines())
      .filter((line) => line.recordId === person.id)
      .map((line) => line.action);
    expect(actions).toEqual(expect.arrayContaining(['deactivated person', 'reactivated person']));
  });

  it('changes roles and manager with an audit line and history each; an admin cannot lock themself out', async () => {
    const person = PersonSchema.parse(
      (await api.as(admin).post(API_PATHS.addPerson, newPerson({ name: 'Rory Roles' }))).json(),
    );
    const recruiting = await api
      .as(admin)
      .post(API_PATHS.updatePerson, { id: person.id, staffRoles: [STAFF_ROLES.recruiter] });
    expect(recruiting.statusCode, recruiting.body).toBe(200);
    const changed = await api.as(admin).post(API_PATHS.updatePerson, {
      id: person.id,
      staffRoles: [STAFF_ROLES.approver, STAFF_ROLES.recruiter],
      managerId: DEMO_MANAGER_ID,
    });
    expect(PersonSchema.parse(changed.json())).toMatchObject({
      staffRoles: [STAFF_ROLES.approver, STAFF_ROLES.recruiter],
      managerName: 'Manny Manager',
    });
    const cleared = await api.as(admin).post(API_PATHS.updatePerson, { id: person.id, managerId: '' });
    expect(PersonSchema.parse(cleared.json()).managerId).toBeNull();
    const actions = (await auditLines())
      .filter((line) => line.recordId === person.id)
      .map((line) => line.action);
    expect(actions.filter((action) => action === 'changed manager')).toHaveLength(2);
    // From what to what, by the roles' labels in the product's order.
    expect(actions.filter((action) => action.startsWith('changed roles')).sort()).toEqual([
      'changed roles: Recruiter → Recruiter, Approver',
      'changed roles: none → Recruiter',
    ]);

    const self = await api
      .as(admin)
      .post(API_PATHS.updatePerson, { id: DEMO_ADMIN_ID, action: 'deactivate' });
    expect(self.statusCode).toBe(400);
    const demote = await api.as(admin).post(API_PATHS.updatePerson, {
      id: DEMO_ADMIN_ID,
      staffRoles: [STAFF_ROLES.recruiter],
    });
    expect(demote.statusCode).toBe(400);
    const ownManager = await api.as(admin).post(API_PATHS.updatePerson, {
      id: DEMO_EMPLOYEE_ID,
      managerId: DEMO_EMPLOYEE_ID,
    });
    expect(errorOf(ownManager.body).errors).toEqual({ managerId: PEOPLE_MESSAGES.ownManager });
    expect(
      (await api.as(admin).post(API_PATHS.updatePerson, { id: 'nobody', action: 'approve' })).statusCode,
    ).toBe(404);
  });

  it("changes a person's office with an audit line; Dana works from Seattle", async () => {
    const dana = (await people({ search: 'dana employee' })).items.find(
      (person) => person.id === DEMO_EMPLOYEE_ID,
    );
    expect(dana?.office).toBe('seattle');
    const person = PersonSchema.parse(
      (
        await api.as(admin).post(API_PATHS.addPerson, newPerson({ name: 'Omar Office', office: 'pune' }))
      ).json(),
    );
    expect(person.office).toBe('pune');
    const moved = await api.as(admin).post(API_PATHS.updatePerson, { id: person.id, office: 'seattle' });
    expect(PersonSchema.parse(moved.json()).office).toBe('seattle');
    const actions = (await auditLines())
      .filter((line) => line.recordId === person.id)
      .map((line) => line.action);
    expect(actions).toContain('changed office: Pune → Seattle');
    const unknown = await api.as(admin).post(API_PATHS.updatePerson, { id: person.id, office: 'paris' });
    expect(unknown.statusCode).toBe(400);
  });

  it('lists people with their role, state, roles and manager, and the audit log newest first', async () => {
    const dana = (await people({ search: 'dana employee' })).items.find(
      (person) => person.id === DEMO_EMPLOYEE_ID,
    );
    expect(dana).toMatchObject({
      userType: USER_TYPES.employee,
      status: 'active',
      managerName: 'Manny Manager',
    });
    const partners = await people({ userType: String(USER_TYPES.partner), pageSize: '100' });
    expect(partners.items.every((person) => person.userType === USER_TYPES.partner)).toBe(true);
    const lines = await auditLines();
    const times = lines.map((line) => line.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
