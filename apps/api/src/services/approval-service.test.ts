import { API_PATHS, USER_TYPES, addDays, mondayOf, todayIsoDate } from '@smartmove/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  assignProjects,
  DEMO_MANAGER_ID,
  insertUser,
  staffUsers,
  type TestUser,
} from '../test/portal-users.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../test/test-app.js';
import { uploadRequests } from '../test/upload-requests.js';

const PDF = { content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };

/**
 * A decision, its history row, its audit line and its e-mail commit together or not at all: with the mail
 * queue failing, nothing of the decision is left (the e-mail is queued inside the decision's transaction).
 */
describe.each(TEST_ENGINES)('approval service on %s', (engine) => {
  let testApp: TestApp;
  let manny: TestUser;
  /** Managed by Manny Manager. */
  let worker: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    [, , manny] = await staffUsers(testApp.app);
    worker = await insertUser(testApp.app, USER_TYPES.employee, '2025-01-06T09:00:00.000Z', {
      managerId: DEMO_MANAGER_ID,
    });
    await assignProjects(testApp.app, worker.id, ['Retail analytics']);
  });
  afterEach(() => mailQueue('up'));
  afterAll(() => testApp.close());

  /** Makes every INSERT into the mail outbox fail (a database trigger), or restores it. */
  async function mailQueue(state: 'down' | 'up') {
    const db = testApp.app.db;
    if (state === 'up') {
      // On PostgreSQL the trigger goes with its function.
      if (engine === 'sqlite') await sql`drop trigger if exists mail_queue_down`.execute(db);
      else await sql`drop function if exists mail_queue_down() cascade`.execute(db);
      return;
    }
    if (engine === 'sqlite') {
      await sql`create trigger mail_queue_down before insert on mail_outbox
        begin select raise(abort, 'mail queue down'); end`.execute(db);
    } else {
      await sql`create or replace function mail_queue_down() returns trigger language plpgsql as
        $$ begin raise exception 'mail queue down'; end $$`.execute(db);
      await sql`create trigger mail_queue_down before insert on mail_outbox
        for each row execute function mail_queue_down()`.execute(db);
    }
  }

  const post = (user: TestUser, url: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: user.headers });

  /** What the decision would have left behind: the row's decision, its history rows, audit lines, e-mail. */
  async function traces(table: 'time_sheets' | 'expenses', id: string) {
    const db = testApp.app.db;
    const row = await db
      .selectFrom(table)
      .select(['status', 'decided_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const count = async (from: 'record_changes' | 'audit_log' | 'mail_outbox') =>
      (
        await db
          .selectFrom(from)
          .select('id')
          .where(from === 'mail_outbox' ? 'cause_id' : 'record_id', '=', id)
          .execute()
      ).length;
    return {
      ...row,
      changes: await count('record_changes'),
      auditLines: await count('audit_log'),
      mails: await count('mail_outbox'),
    };
  }

  it('leaves a time sheet waiting, with no history row, audit line or e-mail, when its approval cannot queue the e-mail', async () => {
    const sheet = await post(worker, API_PATHS.addTimeSheet, {
      weekStart: addDays(mondayOf(todayIsoDate()), -7),
      status: 'submitted',
      entries: [{ project: 'Retail analytics', hours: [8, 8, 8, 8, 8, 0, 0] }],
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const id = sheet.json<{ id: string }>().id;

    await mailQueue('down');
    const refused = await post(manny, API_PATHS.decideApproval, {
      kind: 'time-sheet',
      ids: [id],
      decision: 'approve',
    });
    expect(refused.statusCode).toBe(500);
    expect(await traces('time_sheets', id)).toEqual({
      status: 'submitted',
      decided_by: null,
      changes: 0,
      auditLines: 0,
      mails: 0,
    });

    // With the queue back, the same approval goes through, with all of it.
    await mailQueue('up');
    const approved = await post(manny, API_PATHS.decideApproval, {
      kind: 'time-sheet',
      ids: [id],
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await traces('time_sheets', id)).toEqual({
      status: 'approved',
      decided_by: manny.id,
      changes: 1,
      auditLines: 1,
      mails: 1,
    });
  });

  it('leaves a claim approved, with nothing of the payment recorded, when marking it paid cannot queue the e-mail', async () => {
    const claim = await uploadRequests(testApp.app).claimExpense(worker, PDF);
    expect(claim.statusCode, claim.body).toBe(201);
    const id = claim.json<{ id: string }>().id;
    const approved = await post(manny, API_PATHS.decideApproval, {
      kind: 'claim',
      ids: [id],
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const before = await traces('expenses', id);
    expect(before).toMatchObject({ status: 'approved', changes: 1, auditLines: 1, mails: 1 });

    await mailQueue('down');
    const refused = await post(manny, API_PATHS.markClaimPaid, { id });
    expect(refused.statusCode).toBe(500);
    expect(await traces('expenses', id)).toEqual(before);
    const paidAt = await testApp.app.db
      .selectFrom('expenses')
      .select('paid_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(paidAt.paid_at).toBeNull();
  });
});
