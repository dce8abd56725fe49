import { randomUUID } from 'node:crypto';
import { USER_TYPES } from '@smartmove/contract';
import type { FastifyInstance } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import { setFirstStart } from '../test/installation.js';
import { DEMO_EMPLOYEE_ID, DEMO_MANAGER_ID, insertTimeSheet, insertUser } from '../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../test/test-api.js';

/** Monday 2026-11-30 09:00 in Seattle (PST). */
const SEATTLE_MONDAY = new Date('2026-11-30T17:00:00Z');
const SITE = 'https://smartmove.example.org';
const APPROVALS = `${SITE}/back-office/approvals`;
const MANNY = 'manny.manager@example.com';

async function digestTo(app: FastifyInstance, recipient: string) {
  const rows = await app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body'])
    .where('cause_kind', '=', 'approval-digest')
    .where('recipient', '=', recipient)
    .execute();
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const addSheet = (app: FastifyInstance, userId: string, weekStart: string, totalHours: number, at: string) =>
  insertTimeSheet(app, { userId, weekStart, status: 'submitted', totalHours, at });

/** Dana Employee's pending leave request, sent on 25 November. */
async function addLeave(
  app: FastifyInstance,
  leave: { leave_type: string; from_date: string; to_date: string; days: number; reason: string },
) {
  await app.db
    .insertInto('leave_requests')
    .values({
      id: randomUUID(),
      user_id: DEMO_EMPLOYEE_ID,
      ...leave,
      status: 'pending',
      created_at: '2026-11-25T10:00:00.000Z',
      decided_by: null,
      decided_at: null,
      decision_reason: null,
    })
    .execute();
}

describeOnEngines('the Monday digest', (engine) => {
  const api = useTestApp(engine, { perTest: true, env: { SITE_URL: SITE } });
  // The test's clock is a Monday of 2026-11: an install that started before it.
  beforeEach(() => setFirstStart(api.app, '2026-11-01T00:00:00.000Z'));

  it('names who and what waits, oldest first, with links to each list', async () => {
    const { app } = api;
    await addSheet(app, DEMO_EMPLOYEE_ID, '2026-11-23', 40, '2026-11-27T18:00:00.000Z');
    await addSheet(app, DEMO_EMPLOYEE_ID, '2026-11-16', 37.5, '2026-11-20T18:00:00.000Z');
    await addLeave(app, {
      leave_type: 'pto',
      from_date: '2026-12-21',
      to_date: '2026-12-23',
      days: 3,
      reason: 'Family',
    });
    const claim = {
      user_id: DEMO_EMPLOYEE_ID,
      expense_date: '2026-11-18',
      category: 'Travel',
      currency: 'USD',
      description: 'Taxi',
      receipt_file_name: 'receipts/x.pdf',
      receipt_original_name: 'x.pdf',
      receipt_mime_type: 'application/pdf',
      receipt_size: 10,
      created_at: '2026-11-26T10:00:00.000Z',
      decided_by: null,
      decided_at: null,
      decision_reason: null,
      paid_at: null,
    };
    await app.db
      .insertInto('expenses')
      .values([
        { ...claim, id: randomUUID(), amount_minor: 4250, status: 'submitted' },
        // Withdrawn by its author: no longer waits.
        {
          ...claim,
          id: randomUUID(),
          amount_minor: 9900,
          status: 'withdrawn',
          withdrawn_at: claim.created_at,
        },
      ])
      .execute();
    // Somebody else's employee: not in Manny's digest.
    const stranger = await insertUser(app, USER_TYPES.employee);
    await addSheet(app, stranger.id, '2026-11-23', 8, '2026-11-27T18:00:00.000Z');

    await app.services.reminders.runDue(SEATTLE_MONDAY);
    const digest = await digestTo(app, MANNY);
    expect(digest.subject).toBe('4 items wait for your approval');
    expect(digest.body).toContain(
      [
        'Time sheets (2):',
        '- Dana Employee — time sheet, week of Nov 16, 2026, 37.5 h',
        '- Dana Employee — time sheet, week of Nov 23, 2026, 40 h',
        `${APPROVALS}#time-sheets`,
        '',
        'Leave (1):',
        '- Dana Employee — paid time off, Dec 21, 2026 to Dec 23, 2026 (3 days)',
        `${APPROVALS}#leave`,
        '',
        'Claims (1):',
        '- Dana Employee — $42.50 travel claim, Nov 18, 2026',
        `${APPROVALS}#claims`,
      ].join('\n'),
    );
    expect(digest.body).not.toContain('Test Employee');
    expect(digest.body).not.toContain('$99.00');
  });

  it('names the first 20 and counts the rest', async () => {
    const { app } = api;
    for (let week = 0; week < 23; week += 1) {
      const worker = await insertUser(app, USER_TYPES.employee, undefined, { managerId: DEMO_MANAGER_ID });
      await app.db
        .updateTable('users')
        .set({ name: `Worker ${week + 1}` })
        .where('id', '=', worker.id)
        .execute();
      const at = new Date(Date.UTC(2026, 10, 1 + week, 12)).toISOString();
      await addSheet(app, worker.id, '2026-11-23', 40, at);
    }
    await addLeave(app, {
      leave_type: 'sick',
      from_date: '2026-12-01',
      to_date: '2026-12-01',
      days: 1,
      reason: 'Flu',
    });

    await app.services.reminders.runDue(SEATTLE_MONDAY);
    const { subject, body } = await digestTo(app, MANNY);
    expect(subject).toBe('24 items wait for your approval');
    const named = body.split('\n').filter((line) => / — /.test(line));
    expect(named).toHaveLength(20);
    expect(named[0]).toBe('- Worker 1 — time sheet, week of Nov 23, 2026, 40 h');
    expect(named[19]).toBe('- Worker 20 — time sheet, week of Nov 23, 2026, 40 h');
    expect(body).toContain('- Worker 20 — time sheet, week of Nov 23, 2026, 40 h\n- and 3 more\n');
    expect(body).toContain('Leave (1):\n- and 1 more\n');
    expect(body).toContain('- Time sheets: 23');
  });
});
