import { createHash } from 'node:crypto';
import {
  API_PATHS,
  APPROVAL_MESSAGES,
  EMAIL_DECISION_MESSAGES,
  EmailDecisionSchema,
  STAFF_ROLES,
  USER_TYPES,
  addDays,
  mondayOf,
  todayIsoDate,
} from '@smartmove/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withoutSecrets } from '../../config/logging.js';
import { APPROVAL_ALERT_MAIL_CAUSE } from '../../services/approval-alerts.js';
import { actorActionsOf } from '../../test/audit-lines.js';
import { withDeliveredText } from '../../test/delivered-mail.js';
import { EXPENSE_FIELDS, uploadRequests, type UploadFile } from '../../test/upload-requests.js';
import { filePart } from '../../test/lead-fixtures.js';
import { assignProjects, DEMO_MANAGER_ID, insertUser, type TestUser } from '../../test/portal-users.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PDF: UploadFile = { content: PDF_BYTES };
const lastMonday = addDays(mondayOf(todayIsoDate()), -7);
const MANNY_EMAIL = 'manny.manager@example.com';
const ADA_EMAIL = 'ada.admin@example.com';
const LINK = /\/decide\/([A-Za-z0-9_-]{43})\b/;
const DAY = 86_400_000;

describeOnEngines('approve from the e-mail', (engine) => {
  // Every call of a link is limited per address as the public forms are; this suite makes many from one.
  const api = useTestApp(engine, { env: { FORM_RATE_LIMIT_PER_MINUTE: '100000' } });
  const { admin } = api.users;
  /** Managed by Manny Manager. */
  let worker: TestUser;
  let weeks = 0;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    worker = await insertUser(api.app, USER_TYPES.employee, '2025-01-06T09:00:00.000Z', {
      managerId: DEMO_MANAGER_ID,
    });
    await assignProjects(api.app, worker.id, ['Retail analytics']);
  });
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  const submitSheet = async (user: TestUser, hours = 8, weekStart = addDays(lastMonday, -7 * ++weeks)) => {
    const response = await api.as(user).post(API_PATHS.addTimeSheet, {
      weekStart,
      status: 'submitted',
      entries: [{ project: 'Retail analytics', hours: [hours, hours, hours, hours, hours, 0, 0] }],
    });
    expect(response.statusCode, response.body).toBe(200);
    return { id: response.json<{ id: string }>().id, weekStart };
  };
  const applyLeave = async (user: TestUser, offset: number) => {
    const from = addDays(mondayOf(todayIsoDate()), 70 + offset);
    const response = await api.as(user).post(API_PATHS.applyLeave, {
      leaveType: 'unpaid',
      fromDate: from,
      toDate: addDays(from, 1),
      reason: 'Family visit',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const claim = async (user: TestUser) => {
    const response = await uploadRequests(api.app).claimExpense(user, PDF);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  /** The e-mails about an item, with their delivered text, oldest first. */
  const mailsAbout = async (itemId: string) =>
    withDeliveredText(
      api,
      await api.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('cause_id', '=', itemId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    );
  /** The approval alerts of the item's current links (each alert's cause is its link), with their text. */
  const alertsAbout = async (itemId: string) =>
    withDeliveredText(
      api,
      await api.app.db
        .selectFrom('mail_outbox')
        .innerJoin('decision_links', 'decision_links.id', 'mail_outbox.cause_id')
        .selectAll('mail_outbox')
        .where('mail_outbox.cause_kind', '=', APPROVAL_ALERT_MAIL_CAUSE)
        .where('decision_links.item_id', '=', itemId)
        .execute(),
    );
  /** The token of the approval alert about the item to `to`. */
  const linkFor = async (itemId: string, to = MANNY_EMAIL) => {
    const alerts = (await alertsAbout(itemId)).filter((mail) => mail.recipient === to);
    expect(alerts.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^For your approval: /)]);
    const token = LINK.exec(alerts[0]?.body ?? '')?.[1];
    if (!token) throw new Error(`no approval link about ${itemId} to ${to}`);
    return token;
  };
  const view = (token: string) => api.anonymous.get(API_PATHS.getEmailDecision, { token });
  const decide = (token: string, decision: 'approve' | 'reject', reason?: string) =>
    api.anonymous.post(API_PATHS.decideFromEmail, { token, decision, ...(reason ? { reason } : {}) });
  const expectUnusable = async (token: string) => {
    const shown = await view(token);
    expect(shown.statusCode, shown.body).toBe(404);
    expect(shown.json()).toEqual({ message: EMAIL_DECISION_MESSAGES.unusable });
    const decided = await decide(token, 'approve');
    expect(decided.statusCode, decided.body).toBe(404);
    expect(decided.json()).toEqual({ message: EMAIL_DECISION_MESSAGES.unusable });
  };
  const auditActions = (recordId: string) => actorActionsOf(api.app, recordId);
  const statusOf = async (table: 'time_sheets' | 'leave_requests' | 'expenses', id: string) =>
    (await api.app.db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it("e-mails the author's manager a link on submission, and stores only the token's hash", async () => {
    const sheet = await submitSheet(worker);
    const [alert, ...others] = await alertsAbout(sheet.id);
    expect(others).toEqual([]);
    expect(alert?.recipient).toBe(MANNY_EMAIL);
    // The item's own e-mail is only ever its decision, to its author.
    expect(await mailsAbout(sheet.id)).toEqual([]);
    expect(alert?.subject).toContain("Test Employee's time sheet for the week of");
    expect(alert?.body).toMatch(/^Hello Manny,/);
    expect(alert?.body).toContain(`${api.env.SITE_URL ?? `http://localhost:${api.env.PORT}`}/decide/`);
    expect(alert?.body).toContain('/back-office/approvals');
    const token = await linkFor(sheet.id);

    const rows = await api.app.db
      .selectFrom('decision_links')
      .selectAll()
      .where('item_id', '=', sheet.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      approver_id: DEMO_MANAGER_ID,
      item_kind: 'time-sheet',
      used_at: null,
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    const created = Date.parse(rows[0]!.created_at);
    expect(Date.parse(rows[0]!.expires_at) - created).toBe(7 * DAY);
  });

  it('shows the item as the back office does, and opening it any number of times changes nothing', async () => {
    const sheet = await submitSheet(worker, 7);
    const token = await linkFor(sheet.id);
    for (let index = 0; index < 6; index += 1) {
      const response = await view(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const shown = EmailDecisionSchema.parse(response.json());
      expect(shown).toMatchObject({
        approverName: 'Manny Manager',
        item: {
          kind: 'time-sheet',
          id: sheet.id,
          personName: 'Test Employee',
          weekStart: sheet.weekStart,
          totalHours: 35,
          status: 'submitted',
        },
      });
      if (shown.item.kind === 'time-sheet')
        expect(shown.item.days.map((day) => day.hours)).toEqual([7, 7, 7, 7, 7, 0, 0]);
    }
    expect(await statusOf('time_sheets', sheet.id)).toBe('submitted');
    const [row] = await api.app.db
      .selectFrom('decision_links')
      .selectAll()
      .where('item_id', '=', sheet.id)
      .execute();
    expect(row?.used_at).toBeNull();
    expect(await auditActions(sheet.id)).toEqual([]);
    // Still usable after all those reads.
    expect((await decide(token, 'approve')).statusCode).toBe(200);
  });

  it('approves through the link: audited "(from e-mail)" with the approver, the author told, used once', async () => {
    const sheet = await submitSheet(worker);
    const token = await linkFor(sheet.id);
    const approved = await decide(token, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(await statusOf('time_sheets', sheet.id)).toBe('approved');
    expect(await auditActions(sheet.id)).toEqual(['Manny Manager: approved time sheet (from e-mail)']);
    const decision = await api.app.db
      .selectFrom('time_sheets')
      .select(['decided_by'])
      .where('id', '=', sheet.id)
      .executeTakeFirstOrThrow();
    expect(decision.decided_by).toBe(DEMO_MANAGER_ID);
    const toAuthor = (await mailsAbout(sheet.id)).filter(
      (mail) => mail.recipient === `${worker.id}@example.com`,
    );
    expect(toAuthor.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Approved: your time sheet/),
    ]);
    expect(toAuthor[0]?.body).toContain('was approved by Manny Manager');

    // Used once: a second click, and the page, are refused.
    await expectUnusable(token);
    expect(await auditActions(sheet.id)).toHaveLength(1);
  });

  it('lets only one of two clicks at once decide', async () => {
    const sheet = await submitSheet(worker);
    const token = await linkFor(sheet.id);
    const answers = await Promise.all([decide(token, 'approve'), decide(token, 'reject', 'Wrong week')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(await auditActions(sheet.id)).toHaveLength(1);
  });

  it('rejects through the link only with a reason, which the author reads', async () => {
    const leave = await applyLeave(worker, 0);
    const token = await linkFor(leave);
    const shown = EmailDecisionSchema.parse((await view(token)).json());
    expect(shown.item).toMatchObject({ kind: 'leave', id: leave, reason: 'Family visit', status: 'pending' });

    const noReason = await decide(token, 'reject');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ errors: { reason: APPROVAL_MESSAGES.reason } });
    expect(await statusOf('leave_requests', leave)).toBe('pending');

    const rejected = await decide(token, 'reject', 'The team is short that week');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect(await auditActions(leave)).toEqual(['Manny Manager: rejected leave (from e-mail)']);
    const toAuthor = (await mailsAbout(leave)).filter(
      (mail) => mail.recipient === `${worker.id}@example.com`,
    );
    expect(toAuthor[0]?.body).toContain('Reason: The team is short that week');
    await expectUnusable(token);
  });

  it("shows a sick-leave request's certificate through its link, and nothing for leave without one", async () => {
    const from = addDays(mondayOf(todayIsoDate()), 7 * 30);
    const fields = { leaveType: 'sick', fromDate: from, toDate: addDays(from, 3), reason: 'Flu' };
    const sick = await api
      .as(worker)
      .upload(
        API_PATHS.applyLeave,
        fields,
        filePart('certificate', { name: 'certificate.pdf', type: 'application/pdf', content: PDF_BYTES }),
      );
    expect(sick.statusCode, sick.body).toBe(201);
    const sickToken = await linkFor(sick.json<{ id: string }>().id);
    const certificate = await api.anonymous.get(API_PATHS.getEmailDecisionFile, {
      token: sickToken,
      disposition: 'inline',
    });
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect(certificate.headers['content-type']).toContain('application/pdf');
    expect(certificate.body).toContain('%PDF-1.4');

    const plainToken = await linkFor(await applyLeave(worker, 35));
    expect((await api.anonymous.get(API_PATHS.getEmailDecisionFile, { token: plainToken })).statusCode).toBe(
      404,
    );
  });

  it('voids the link when the item is cancelled, decided in the back office, or changed', async () => {
    const cancelled = await applyLeave(worker, 14);
    const cancelledToken = await linkFor(cancelled);
    expect((await api.as(worker).post(API_PATHS.cancelLeave, { id: cancelled })).statusCode).toBe(200);
    await expectUnusable(cancelledToken);

    const inBackOffice = await submitSheet(worker);
    const backOfficeToken = await linkFor(inBackOffice.id);
    const byAdmin = await api
      .as(admin)
      .post(API_PATHS.decideApproval, { kind: 'time-sheet', ids: [inBackOffice.id], decision: 'approve' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    await expectUnusable(backOfficeToken);

    // Any change to the item, even one made beside the services, gives it another version.
    const edited = await submitSheet(worker);
    const editedToken = await linkFor(edited.id);
    expect((await view(editedToken)).statusCode).toBe(200);
    await api.app.db
      .updateTable('time_sheet_entries')
      .set({ hours_sat: 2 })
      .where('time_sheet_id', '=', edited.id)
      .execute();
    await expectUnusable(editedToken);
    expect(await statusOf('time_sheets', edited.id)).toBe('submitted');
  });

  it('sends a new link when a rejected item is sent again; the old one stays void', async () => {
    const claimId = await claim(worker);
    const first = await linkFor(claimId);
    expect((await decide(first, 'reject', 'Please attach the taxi receipt')).statusCode).toBe(200);
    const resubmitted = await api
      .as(worker)
      .upload(
        API_PATHS.resubmitExpense,
        { ...EXPENSE_FIELDS, id: claimId, amount: '99' },
        filePart('receipt'),
      );
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const second = await linkFor(claimId);
    expect(second).not.toBe(first);
    await expectUnusable(first);
    const shown = EmailDecisionSchema.parse((await view(second)).json());
    expect(shown.item).toMatchObject({ kind: 'claim', amount: 9900, status: 'submitted' });

    // The claim's receipt, through its link (and through no other).
    const receipt = await api.anonymous.get(API_PATHS.getEmailDecisionFile, {
      token: second,
      disposition: 'inline',
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    expect(receipt.body).toContain('%PDF-1.4');
    const sheetToken = await linkFor((await submitSheet(worker)).id);
    expect((await api.anonymous.get(API_PATHS.getEmailDecisionFile, { token: sheetToken })).statusCode).toBe(
      404,
    );

    expect((await decide(second, 'approve')).statusCode).toBe(200);
    expect((await auditActions(claimId)).sort()).toEqual([
      'Manny Manager: approved claim (from e-mail)',
      'Manny Manager: rejected claim (from e-mail)',
      'Test Employee: resubmitted claim',
    ]);
    expect((await api.anonymous.get(API_PATHS.getEmailDecisionFile, { token: second })).statusCode).toBe(404);
  });

  it('sends a new link when a rejected time sheet is submitted again', async () => {
    const sheet = await submitSheet(worker);
    const first = await linkFor(sheet.id);
    const rejected = await api.as(admin).post(API_PATHS.decideApproval, {
      kind: 'time-sheet',
      ids: [sheet.id],
      decision: 'reject',
      reason: 'Friday is missing',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expectUnusable(first);
    await submitSheet(worker, 9, sheet.weekStart);
    const second = await linkFor(sheet.id);
    expect(second).not.toBe(first);
    await expectUnusable(first);
    const shown = EmailDecisionSchema.parse((await view(second)).json());
    expect(shown.item).toMatchObject({ kind: 'time-sheet', id: sheet.id, totalHours: 45 });
  });

  it('expires a link after 7 days (the service on an injected clock)', async () => {
    const sheet = await submitSheet(worker);
    const token = await linkFor(sheet.id);
    const links = api.app.services.decisionLinks;
    expect(await links.view(token, new Date(Date.now() + 6 * DAY))).toBeDefined();
    const late = new Date(Date.now() + 7 * DAY + 60_000);
    expect(await links.view(token, late)).toBeUndefined();
    expect(await links.file(token, late)).toBeUndefined();
    expect(await links.decide(token, 'approve', undefined, late)).toEqual({ unusable: true });
    expect(await statusOf('time_sheets', sheet.id)).toBe('submitted');
  });

  it('goes to the admins when the author has no manager; a deactivated or replaced approver cannot use it', async () => {
    const loner = await insertUser(api.app, USER_TYPES.employee, '2025-01-06T09:00:00.000Z');
    const leave = await applyLeave(loner, 28);
    const adminToken = await linkFor(leave, ADA_EMAIL);
    expect((await alertsAbout(leave)).map((mail) => mail.recipient)).toEqual([ADA_EMAIL]);
    expect(EmailDecisionSchema.parse((await view(adminToken)).json()).approverName).toBe('Ada Admin');

    const boss = await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.approver],
    });
    const report = await insertUser(api.app, USER_TYPES.employee, '2025-01-06T09:00:00.000Z', {
      managerId: boss.id,
    });
    const bossesLeave = await applyLeave(report, 42);
    const bossToken = await linkFor(bossesLeave, `${boss.id}@example.com`);
    expect((await view(bossToken)).statusCode).toBe(200);
    await api.app.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', boss.id).execute();
    await expectUnusable(bossToken);
    await api.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', boss.id).execute();
    expect((await view(bossToken)).statusCode).toBe(200);
    await api.app.db
      .updateTable('users')
      .set({ manager_id: DEMO_MANAGER_ID })
      .where('id', '=', report.id)
      .execute();
    await expectUnusable(bossToken);
    expect(await statusOf('leave_requests', bossesLeave)).toBe('pending');
  });

  it('refuses unknown and malformed tokens alike', async () => {
    await expectUnusable('A'.repeat(43));
    await expectUnusable('short');
    expect((await decide('A'.repeat(43), 'reject')).statusCode).toBe(400);
  });

  it('keeps the token out of the request log, the referrer and search engines', async () => {
    const token = 'B'.repeat(43);
    expect(withoutSecrets(`/decide/${token}`)).toBe('/decide/[redacted]');
    expect(withoutSecrets(`${API_PATHS.getEmailDecision}?token=${token}`)).toBe(
      `${API_PATHS.getEmailDecision}?token=[redacted]`,
    );
    expect(
      withoutSecrets(`${API_PATHS.getEmailDecisionFile}?disposition=inline&token=${token}`),
    ).not.toContain(token);
    const page = await api.app.inject({ method: 'GET', url: `/decide/${token}` });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('works across processes: a link made by one server is used through another', async () => {
    const sheet = await submitSheet(worker);
    const token = await linkFor(sheet.id);
    const env: Record<string, string> = { DATA_DIR: api.env.DATA_DIR, REMINDERS_ENABLED: 'false' };
    if (engine === 'postgres') {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(api.app.db);
      const url = new URL(process.env.DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${rows[0]!.schema}`);
      env.DATABASE_URL = url.toString();
    }
    const second = await startServerProcess(env);
    servers.push(second);
    const shown = await fetch(`${second.url}${API_PATHS.getEmailDecision}?token=${token}`);
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { item: { id: string } }).item.id).toBe(sheet.id);
    const decided = await fetch(`${second.url}${API_PATHS.decideFromEmail}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, decision: 'approve' }),
    });
    expect(decided.status, await decided.clone().text()).toBe(200);
    // Used there, refused here.
    await expectUnusable(token);
    expect(await auditActions(sheet.id)).toEqual(['Manny Manager: approved time sheet (from e-mail)']);
  });
});

describeOnEngines('approve from the e-mail, rate limited', (engine) => {
  const api = useTestApp(engine, { env: { FORM_RATE_LIMIT_PER_MINUTE: '2' } });

  it('limits the calls of a link per address as the public forms are', async () => {
    const token = 'C'.repeat(43);
    for (let call = 0; call < 2; call += 1) {
      expect((await api.anonymous.get(API_PATHS.getEmailDecision, { token })).statusCode).toBe(404);
    }
    const limited = await api.anonymous.get(API_PATHS.getEmailDecision, { token });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toHaveProperty('message');
  });
});
