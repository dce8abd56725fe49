import { randomUUID } from 'node:crypto';
import {
  AdminJobSchema,
  API_PATHS,
  MESSAGE_TYPES,
  MyBenchPageSchema,
  RECORD_KINDS,
  USER_TYPES,
  addDays,
  mondayOf,
  todayIsoDate,
} from '@smartmove/contract';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import {
  assignProjects,
  DEMO_EMPLOYEE_ID,
  DEMO_MANAGER_ID,
  insertUser,
  type TestUser,
} from '../test/portal-users.js';
import { refuseInserts, type RefusableTable } from '../test/refused-inserts.js';
import { describeOnEngines, useTestApp } from '../test/test-api.js';
import { uploadRequests } from '../test/upload-requests.js';

const PDF = { content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };

/**
 * A change, its history rows, its audit line and its e-mail commit together or not at all
 * (docs/decisions/0010-write-path.md): when the last of them cannot be written, nothing of the change is left.
 * Each test makes the database refuse one table, and would fail if that table were written after the commit.
 */
describeOnEngines('the one change path', (engine) => {
  const api = useTestApp(engine);
  const { manager, recruiter, partner } = api.users;
  /** Managed by Manny Manager. */
  let worker: TestUser;
  let restore: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    worker = await insertUser(api.app, USER_TYPES.employee, '2025-01-06T09:00:00.000Z', {
      managerId: DEMO_MANAGER_ID,
    });
    await assignProjects(api.app, worker.id, ['Retail analytics']);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await restore?.();
    restore = undefined;
  });

  async function refuse(table: RefusableTable) {
    restore = await refuseInserts(api.app.db, engine, table);
  }

  /** What a change would have left about record `id`: its history rows, audit lines and e-mail. */
  async function tracesOf(id: string) {
    const db = api.app.db;
    const [changes, auditLines, mails] = await Promise.all([
      db.selectFrom('record_changes').select('new_value').where('record_id', '=', id).execute(),
      db.selectFrom('audit_log').select('action').where('record_id', '=', id).execute(),
      db.selectFrom('mail_outbox').select('id').where('cause_id', '=', id).execute(),
    ]);
    return { changes: changes.length, auditLines: auditLines.length, mails: mails.length };
  }

  const decide = (kind: 'time-sheet' | 'claim', id: string) =>
    api.as(manager).post(API_PATHS.decideApproval, { kind, ids: [id], decision: 'approve' });

  it('leaves a time sheet waiting, with no history, audit line or e-mail, when its approval cannot queue the e-mail', async () => {
    const sheet = await api.as(worker).post(API_PATHS.addTimeSheet, {
      weekStart: addDays(mondayOf(todayIsoDate()), -7),
      status: 'submitted',
      entries: [{ project: 'Retail analytics', hours: [8, 8, 8, 8, 8, 0, 0] }],
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const id = sheet.json<{ id: string }>().id;
    const decisionOf = () =>
      api.app.db
        .selectFrom('time_sheets')
        .select(['status', 'decided_by'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    await refuse('mail_outbox');
    expect((await decide('time-sheet', id)).statusCode).toBe(500);
    expect(await decisionOf()).toEqual({ status: 'submitted', decided_by: null });
    expect(await tracesOf(id)).toEqual({ changes: 0, auditLines: 0, mails: 0 });

    // With the queue back, the same approval goes through, with all of it.
    await restore?.();
    restore = undefined;
    const approved = await decide('time-sheet', id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await decisionOf()).toEqual({ status: 'approved', decided_by: manager.id });
    expect(await tracesOf(id)).toEqual({ changes: 1, auditLines: 1, mails: 1 });
  });

  it('leaves a claim approved, with nothing of the payment recorded, when marking it paid cannot queue the e-mail', async () => {
    const claim = await uploadRequests(api.app).claimExpense(worker, PDF);
    expect(claim.statusCode, claim.body).toBe(201);
    const id = claim.json<{ id: string }>().id;
    expect((await decide('claim', id)).statusCode).toBe(200);
    const before = await tracesOf(id);
    expect(before).toEqual({ changes: 1, auditLines: 1, mails: 1 });

    await refuse('mail_outbox');
    expect((await api.as(manager).post(API_PATHS.markClaimPaid, { id })).statusCode).toBe(500);
    expect(await tracesOf(id)).toEqual(before);
    const row = await api.app.db
      .selectFrom('expenses')
      .select(['status', 'paid_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'approved', paid_at: null });
  });

  it('leaves neither a case reply, nor its status change, nor its audit line when its e-mail cannot be queued', async () => {
    const { id } = await api.app.services.cases.create(DEMO_EMPLOYEE_ID, {
      title: 'Laptop will not start',
      category: 'IT and equipment',
      priority: 'Low',
      description: 'The screen stays black since this morning.',
    });

    await refuse('mail_outbox');
    const reply = await api
      .as(manager)
      .post(API_PATHS.replyCase, { id, body: 'Please bring it to the front desk.' });
    expect(reply.statusCode).toBe(500);
    const db = api.app.db;
    expect(await db.selectFrom('case_messages').select('id').where('case_id', '=', id).execute()).toEqual([]);
    const row = await db
      .selectFrom('support_cases')
      .select(['status', 'updated_at', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    expect(row.updated_at).toBe(row.created_at);
    const history = await db
      .selectFrom('record_changes')
      .select('id')
      .where('record_kind', '=', RECORD_KINDS.case)
      .where('record_id', '=', id)
      .execute();
    expect(history).toEqual([]);
    // The one e-mail is the new case's alert to the approver, queued when the case was raised.
    expect(await tracesOf(id)).toMatchObject({ auditLines: 0, mails: 1 });
  });

  it('leaves a bench candidate unpublished, with no history row, when its audit line cannot be written', async () => {
    const upload = await api.as(partner).post(API_PATHS.uploadBenchList, {
      candidates: [
        {
          title: 'Audit Engineer',
          name: 'Unwritten Line',
          exp: 4,
          location: 'Boise, ID',
          visaStatus: 'GC',
          skills: 'Go',
          email: '',
          phone: '',
        },
      ],
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const mine = await api.as(partner).get(API_PATHS.getMyBenchList);
    const id = MyBenchPageSchema.parse(mine.json()).items[0]!.id;

    await refuse('audit_log');
    expect((await api.as(recruiter).post(API_PATHS.publishBenchCandidate, { id })).statusCode).toBe(500);
    expect(await tracesOf(id)).toMatchObject({ changes: 0, auditLines: 0 });
    const candidate = await api.app.db
      .selectFrom('bench_candidates')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(candidate).toMatchObject({ published_at: null, published_by: null });
  });

  it('leaves a job open, with no history row of its closing, when its audit line cannot be written', async () => {
    const job = await api.as(recruiter).post(API_PATHS.addC2CJob, {
      title: 'Audit Job',
      location: 'Boise, ID',
      description: 'Stays open when its close cannot be audited.',
      skills: 'Go',
      rate: '$60/hr C2C',
      remote: true,
    });
    const { id } = AdminJobSchema.parse(job.json());

    await refuse('audit_log');
    expect((await api.as(recruiter).post(API_PATHS.closeC2CJob, { id })).statusCode).toBe(500);
    const history = await api.app.db
      .selectFrom('record_changes')
      .select('new_value')
      .where('record_id', '=', id)
      .execute();
    expect(history.map((change) => change.new_value)).toEqual(['open']);
    const stored = await api.app.db
      .selectFrom('c2c_jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ closed_at: null, closed_by: null });
  });

  it('leaves an inquiry status unchanged, with no history, when its audit line cannot be written', async () => {
    const db = api.app.db;
    const id = randomUUID();
    await db
      .insertInto('contact_messages')
      .values({
        id,
        message_type: MESSAGE_TYPES.contact,
        first_name: 'Olive',
        last_name: 'Oyster',
        email: 'olive@example.com',
        message: 'Hello',
        partner_reference: '',
        employee_reference: '',
        created_at: '2026-01-01T10:00:00.000Z',
      })
      .execute();

    await refuse('audit_log');
    const response = await api.as(recruiter).post(API_PATHS.updateInquiry, { id, status: 'closed' });
    expect(response.statusCode).toBe(500);
    const row = await db
      .selectFrom('contact_messages')
      .select(['status', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', updated_at: null });
    expect(await tracesOf(id)).toMatchObject({ changes: 0, auditLines: 0 });
  });

  it('leaves an application whole, its note and resume kept, when its erasure cannot be audited', async () => {
    const db = api.app.db;
    const id = randomUUID();
    await db
      .insertInto('job_applications')
      .values({
        id,
        job_name: 'JOB-1',
        first_name: 'Katherine',
        last_name: 'Johnson',
        email: 'katherine@example.com',
        phone: '+12015550100',
        linkedin_url: '',
        visa_status: 1,
        resume_file_name: 'resumes/kept.pdf',
        resume_original_name: 'resume.pdf',
        resume_mime_type: 'application/pdf',
        resume_size: 10,
        submitted_by_user_id: null,
        created_at: '2026-01-01T10:00:00.000Z',
        consent_at: null,
        notice_version: null,
        status_token_hash: null,
      })
      .execute();
    await db
      .insertInto('record_notes')
      .values({
        id: randomUUID(),
        record_kind: RECORD_KINDS.application,
        record_id: id,
        author_id: recruiter.id,
        body: 'Strong candidate.',
        created_at: '2026-01-02T10:00:00.000Z',
      })
      .execute();
    const remove = vi.spyOn(api.app.fileStorage, 'remove');

    await refuse('audit_log');
    const response = await api.as(recruiter).post(API_PATHS.erasePersonalData, { kind: 'application', id });
    expect(response.statusCode).toBe(500);
    expect(await db.selectFrom('job_applications').select('id').where('id', '=', id).execute()).toHaveLength(
      1,
    );
    expect(
      await db.selectFrom('record_notes').select('id').where('record_id', '=', id).execute(),
    ).toHaveLength(1);
    expect(remove).not.toHaveBeenCalled();
  });
});
