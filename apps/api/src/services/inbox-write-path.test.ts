import { randomUUID } from 'node:crypto';
import { API_PATHS, MESSAGE_TYPES } from '@smartmove/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffUsers, type TestUser } from '../test/portal-users.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../test/test-app.js';

/** A change and its audit line commit together: when the line cannot be written, the change is not made. */
describe.each(TEST_ENGINES)('an inbox change whose audit line fails on %s', (engine) => {
  let testApp: TestApp;
  let recruiter: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    [, recruiter] = await staffUsers(testApp.app);
  });
  afterAll(() => testApp.close());
  afterEach(async () => {
    vi.restoreAllMocks();
    await sql`drop trigger if exists refuse_audit on audit_log`
      .execute(testApp.app.db)
      .catch(() => undefined);
    await sql`drop trigger if exists refuse_audit`.execute(testApp.app.db).catch(() => undefined);
  });

  /** From now on, every INSERT into audit_log aborts its statement (and so its transaction). */
  async function refuseAuditLines() {
    const db = testApp.app.db;
    if (engine === 'postgres') {
      await sql`create or replace function refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit refused'; end $$`.execute(db);
      await sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`.execute(
        db,
      );
    } else {
      await sql`create trigger refuse_audit before insert on audit_log begin select raise(abort, 'audit refused'); end`.execute(
        db,
      );
    }
  }

  it('leaves an inquiry status unchanged, with no history', async () => {
    const db = testApp.app.db;
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
    await refuseAuditLines();

    const response = await testApp.app.inject({
      method: 'POST',
      url: API_PATHS.updateInquiry,
      headers: recruiter.headers,
      payload: { id, status: 'closed' },
    });
    expect(response.statusCode).toBe(500);
    const row = await db
      .selectFrom('contact_messages')
      .select(['status', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', updated_at: null });
    expect(await db.selectFrom('record_changes').select('id').where('record_id', '=', id).execute()).toEqual(
      [],
    );
  });

  it('leaves an application whole, its resume kept, when its erasure cannot be audited', async () => {
    const db = testApp.app.db;
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
        record_kind: 'application',
        record_id: id,
        author_id: recruiter.id,
        body: 'Strong candidate.',
        created_at: '2026-01-02T10:00:00.000Z',
      })
      .execute();
    const remove = vi.spyOn(testApp.app.fileStorage, 'remove');
    await refuseAuditLines();

    const response = await testApp.app.inject({
      method: 'POST',
      url: API_PATHS.erasePersonalData,
      headers: recruiter.headers,
      payload: { kind: 'application', id },
    });
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
