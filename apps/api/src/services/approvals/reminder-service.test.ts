import { randomUUID } from 'node:crypto';
import { API_PATHS, STAFF_ROLES, USER_TYPES } from '@smartmove/contract';
import type { FastifyInstance } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import { setFirstStart } from '../../test/installation.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { assignProjects, DEMO_EMPLOYEE_ID, insertTimeSheet, insertUser } from '../../test/portal-users.js';

/** Friday 2026-11-20 15:00 in Seattle (PST) and the Monday of its week; Monday 2026-11-23 09:00 Seattle. */
const SEATTLE_FRIDAY = new Date('2026-11-20T23:00:00Z');
const WEEK_START = '2026-11-16';
const SEATTLE_MONDAY = new Date('2026-11-23T17:00:00Z');
const DANA = 'dana.employee@example.com';

async function queued(app: FastifyInstance, causeKind: string) {
  const rows = await app.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'body'])
    .where('cause_kind', '=', causeKind)
    .orderBy('recipient')
    .execute();
  return rows;
}

const addSheet = (app: FastifyInstance, userId: string, status: string, weekStart = WEEK_START) =>
  insertTimeSheet(app, { userId, weekStart, status, totalHours: 40, at: '2026-11-19T10:00:00.000Z' });

/** Long before the slots these tests run: the install was there for all of them. */
const INSTALLED = '2026-01-01T00:00:00.000Z';

describeOnEngines('reminders', (engine) => {
  const api = useTestApp(engine, { perTest: true });
  beforeEach(() => setFirstStart(api.app, INSTALLED));

  it('sends the Friday reminder once to each employee of the office with a project and without a submitted time sheet', async () => {
    const { app } = api;
    const submitted = await insertUser(app, USER_TYPES.employee);
    const drafting = await insertUser(app, USER_TYPES.employee);
    const switchedOff = await insertUser(app, USER_TYPES.employee);
    const unassigned = await insertUser(app, USER_TYPES.employee);
    const partner = await insertUser(app, USER_TYPES.partner);
    for (const person of [submitted, drafting, switchedOff]) {
      await assignProjects(app, person.id, ['Retail analytics']);
    }
    await addSheet(app, submitted.id, 'submitted');
    await addSheet(app, drafting.id, 'draft');
    const off = await api.as(switchedOff).post(API_PATHS.updateReminders, { reminders: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ reminders: false });

    const runs = await app.services.reminders.runDue(SEATTLE_FRIDAY);
    expect(runs).toContainEqual({
      job: 'time-sheet-reminder:seattle',
      slot: '2026-11-20T15:00',
      mails: expect.any(Number),
      lagMs: expect.any(Number),
    });

    const mails = await queued(app, 'time-sheet-reminder');
    const recipients = mails.map((mail) => mail.recipient);
    // Not the staff without a project (Ada Admin, Manny Manager; Rita Recruiter in Pune), nor anyone else without
    // one: they keep no time sheets.
    expect([...recipients].sort()).toEqual([DANA, `${drafting.id}@example.com`].sort());
    expect(recipients).not.toContain(`${unassigned.id}@example.com`);
    expect(recipients).not.toContain(`${submitted.id}@example.com`);
    expect(recipients).not.toContain(`${switchedOff.id}@example.com`);
    expect(recipients).not.toContain(`${partner.id}@example.com`);
    // Pune's slot ran too, that morning (UTC), and reminded nobody: its only employee, Rita, has no project.
    expect(runs.find((run) => run.job === 'time-sheet-reminder:pune')).toMatchObject({ mails: 0 });
    expect(runs.map((run) => run.job).sort()).toEqual([
      'approval-digest:pune',
      'approval-digest:seattle',
      'time-sheet-reminder:pune',
      'time-sheet-reminder:seattle',
    ]);
    expect(new Set(recipients).size).toBe(recipients.length);
    const dana = mails.find((mail) => mail.recipient === DANA)!;
    expect(dana.subject).toBe('Reminder: your time sheet for the week of Nov 16, 2026');
    expect(dana.body).toContain(`${api.env.SITE_URL ?? `http://localhost:${api.env.PORT}`}/time-sheet`);

    // The same slot again, later the same evening: nothing more.
    expect(await app.services.reminders.runDue(new Date(SEATTLE_FRIDAY.getTime() + 60 * 60 * 1000))).toEqual(
      [],
    );
    expect(await queued(app, 'time-sheet-reminder')).toHaveLength(mails.length);
  });

  // On SQLite the loser waits out busy_timeout (5 s) for each slot the winner holds: a longer timeout.
  it('runs one slot once when two schedulers on one database race for it', { timeout: 90_000 }, async () => {
    const second = await api.restart();
    const results = await Promise.all([
      api.app.services.reminders.runDue(SEATTLE_FRIDAY),
      second.services.reminders.runDue(SEATTLE_FRIDAY),
    ]);
    const seattleRuns = results.flat().filter((run) => run.job === 'time-sheet-reminder:seattle');
    expect(seattleRuns).toHaveLength(1);
    const danas = (await queued(api.app, 'time-sheet-reminder')).filter((mail) => mail.recipient === DANA);
    expect(danas).toHaveLength(1);
  });

  it('runs a missed slot once, late, after downtime (only the latest one)', async () => {
    const { app } = api;
    // Up on Thursday 2026-11-12: the slot of Friday 11-06 runs then; down until Monday 11-23.
    await app.services.reminders.runDue(new Date('2026-11-12T20:00:00Z'));
    const before = (await queued(app, 'time-sheet-reminder')).length;
    const late = await app.services.reminders.runDue(new Date('2026-11-23T16:00:00Z'));
    // Friday 11-13 was missed as well, but only the latest missed slot (11-20) runs.
    expect(late.filter((run) => run.job === 'time-sheet-reminder:seattle')).toEqual([
      {
        job: 'time-sheet-reminder:seattle',
        slot: '2026-11-20T15:00',
        mails: expect.any(Number),
        // Friday 15:00 in Seattle is 23:00 UTC; the run came on Monday 16:00 UTC, 65 hours late.
        lagMs: 65 * 60 * 60 * 1000,
      },
    ]);
    const danas = (await queued(app, 'time-sheet-reminder')).filter((mail) => mail.recipient === DANA);
    expect(danas.map((mail) => mail.subject)).toContain(
      'Reminder: your time sheet for the week of Nov 16, 2026',
    );
    expect(danas.map((mail) => mail.subject)).not.toContain(
      'Reminder: your time sheet for the week of Nov 9, 2026',
    );
    expect((await queued(app, 'time-sheet-reminder')).length).toBeGreaterThan(before);
    expect(await app.services.reminders.runDue(new Date('2026-11-23T16:30:00Z'))).toEqual([]);
  });

  it('skips a week that is all holidays for the office', async () => {
    const { app } = api;
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']) {
      await app.db
        .insertInto('office_holidays')
        .values({
          id: randomUUID(),
          office: 'seattle',
          date,
          name: 'Shutdown',
          created_at: date,
          created_by: null,
        })
        .onConflict((oc) => oc.columns(['office', 'date']).doNothing())
        .execute();
    }
    const runs = await app.services.reminders.runDue(SEATTLE_FRIDAY);
    expect(runs).toContainEqual({
      job: 'time-sheet-reminder:seattle',
      slot: '2026-11-20T15:00',
      mails: 0,
      lagMs: expect.any(Number),
    });
    expect((await queued(app, 'time-sheet-reminder')).map((mail) => mail.recipient)).not.toContain(DANA);
  });

  it('sends the Monday digest only to approvers with something waiting', async () => {
    const { app } = api;
    const idle = await insertUser(app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.approver],
    });
    await addSheet(app, DEMO_EMPLOYEE_ID, 'submitted');
    await app.services.reminders.runDue(SEATTLE_MONDAY);
    const mails = await queued(app, 'approval-digest');
    const manny = mails.find((mail) => mail.recipient === 'manny.manager@example.com');
    expect(manny?.subject).toBe('1 item waits for your approval');
    expect(manny?.body).toContain('- Time sheets: 1');
    expect(manny?.body).toContain('/back-office/approvals');
    expect(mails.map((mail) => mail.recipient)).not.toContain(`${idle.id}@example.com`);
    expect(mails.map((mail) => mail.recipient)).not.toContain('rita.recruiter@example.com');

    // Manny turned his reminders off: no digest next Monday.
    await app.db.deleteFrom('mail_outbox').execute();
    await api.as(api.users.manager).post(API_PATHS.updateReminders, { reminders: false });
    await app.services.reminders.runDue(new Date('2026-11-30T17:00:00Z'));
    expect((await queued(app, 'approval-digest')).map((mail) => mail.recipient)).not.toContain(
      'manny.manager@example.com',
    );
  });

  it('runs no slot from before the install first started, and each one after it', async () => {
    const { app } = api;
    // First started on Saturday 2026-11-21: Friday 11-20's reminders and Monday 11-16's digests came before it.
    const firstStart = new Date('2026-11-21T10:00:00.000Z');
    await setFirstStart(app, firstStart.toISOString());
    // Something waits for Manny Manager, and Dana has not sent the week of Nov 16: either would be mailed.
    await addSheet(app, DEMO_EMPLOYEE_ID, 'submitted', '2026-11-09');
    expect(await app.services.reminders.runDue(firstStart)).toEqual([]);
    expect(await app.services.reminders.runDue(new Date('2026-11-22T12:00:00.000Z'))).toEqual([]);
    expect(await queued(app, 'time-sheet-reminder')).toEqual([]);
    expect(await queued(app, 'approval-digest')).toEqual([]);
    expect(
      await app.db
        .selectFrom('scheduled_runs')
        .select('job')
        .where('job', 'not like', 'retention%')
        .execute(),
    ).toEqual([]);

    // The first slots after it run: Monday 11-23's digest (late) and Friday 11-27's reminder of that week.
    const runs = await app.services.reminders.runDue(new Date('2026-11-27T23:00:00.000Z'));
    expect(runs.map((run) => `${run.job} ${run.slot}`).sort()).toEqual([
      'approval-digest:pune 2026-11-23T09:00',
      'approval-digest:seattle 2026-11-23T09:00',
      'time-sheet-reminder:pune 2026-11-27T15:00',
      'time-sheet-reminder:seattle 2026-11-27T15:00',
    ]);
    expect((await queued(app, 'time-sheet-reminder')).map((mail) => [mail.recipient, mail.subject])).toEqual([
      [DANA, 'Reminder: your time sheet for the week of Nov 23, 2026'],
    ]);
    expect((await queued(app, 'approval-digest')).map((mail) => mail.recipient)).toContain(
      'manny.manager@example.com',
    );
  });

  it('keeps the Reminders switch on the profile, audited', async () => {
    const { employee } = api.users;
    expect((await api.as(employee).get(API_PATHS.getProfile)).json()).toMatchObject({ reminders: true });
    const off = await api.as(employee).post(API_PATHS.updateReminders, { reminders: false });
    expect(off.statusCode).toBe(200);
    expect((await api.as(employee).get(API_PATHS.getProfile)).json()).toMatchObject({ reminders: false });
    const audit = await api.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', employee.id)
      .execute();
    expect(audit.map((line) => line.action)).toContain('turned reminders off');
    expect((await api.anonymous.post(API_PATHS.updateReminders, { reminders: false })).statusCode).toBe(401);
    expect((await api.as(employee).post(API_PATHS.updateReminders, { reminders: 'no' })).statusCode).toBe(
      400,
    );
  });
});

describeOnEngines("a new install's first start", (engine) => {
  // The scheduler on, as in production: it runs the due slots as the app starts.
  const api = useTestApp(engine, { perTest: true, env: { REMINDERS_ENABLED: 'true' } });

  it('reminds nobody of the week before it, whatever the wall clock says', async () => {
    // A second process starting on the same database: its run at start is over once it has closed.
    const second = await api.restart();
    await second.ready();
    await second.close();
    const firstStart = await api.app.db
      .selectFrom('installation')
      .select('first_started_at')
      .executeTakeFirstOrThrow();
    // Recorded as the install first started (this test's migrations), moments ago.
    expect(Date.now() - Date.parse(firstStart.first_started_at)).toBeLessThan(10 * 60_000);
    expect(
      await api.app.db
        .selectFrom('scheduled_runs')
        .select('job')
        .where('job', 'not like', 'retention%')
        .execute(),
    ).toEqual([]);
    expect(await queued(api.app, 'time-sheet-reminder')).toEqual([]);
    expect(await queued(api.app, 'approval-digest')).toEqual([]);
  });
});
