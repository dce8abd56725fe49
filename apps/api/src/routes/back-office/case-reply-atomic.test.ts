import { API_PATHS, RECORD_KINDS } from '@smartmove/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE_ID, staffUsers, type TestUser } from '../../test/portal-users.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';

describe.each(TEST_ENGINES)('a case reply whose e-mail cannot be queued, on %s', (engine) => {
  let testApp: TestApp;
  let manager: TestUser;
  let caseId: string;

  beforeAll(async () => {
    testApp = await createTestApp(engine);
    [, , manager] = await staffUsers(testApp.app);
    const created = await testApp.app.services.cases.create(DEMO_EMPLOYEE_ID, {
      title: 'Laptop will not start',
      category: 'IT and equipment',
      priority: 'Low',
      description: 'The screen stays black since this morning.',
    });
    caseId = created.id;
    // The outbox refuses every row: the reply's e-mail is the last write of its transaction.
    const statements =
      engine === 'sqlite'
        ? [`create trigger outbox_down before insert on mail_outbox begin select raise(abort, 'down'); end`]
        : [
            `create function outbox_down() returns trigger language plpgsql as $$ begin raise exception 'down'; end $$`,
            'create trigger outbox_down before insert on mail_outbox for each row execute function outbox_down()',
          ];
    for (const statement of statements) await sql.raw(statement).execute(testApp.app.db);
  });
  afterAll(() => testApp.close());

  it('leaves neither the reply, nor the status change, nor the audit line behind', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: API_PATHS.replyCase,
      headers: manager.headers,
      payload: { id: caseId, body: 'Please bring it to the front desk.' },
    });
    expect(response.statusCode).toBe(500);

    const db = testApp.app.db;
    const messages = await db
      .selectFrom('case_messages')
      .select('id')
      .where('case_id', '=', caseId)
      .execute();
    expect(messages).toEqual([]);
    const row = await db
      .selectFrom('support_cases')
      .select(['status', 'updated_at', 'created_at'])
      .where('id', '=', caseId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    expect(row.updated_at).toBe(row.created_at);
    const history = await db
      .selectFrom('record_changes')
      .select('id')
      .where('record_kind', '=', RECORD_KINDS.case)
      .where('record_id', '=', caseId)
      .execute();
    expect(history).toEqual([]);
    const audit = await db.selectFrom('audit_log').select('action').where('record_id', '=', caseId).execute();
    expect(audit).toEqual([]);
    expect(await db.selectFrom('mail_outbox').select('id').where('cause_id', '=', caseId).execute()).toEqual(
      [],
    );
  });
});
