import { AdminJobSchema, API_PATHS, MyBenchPageSchema } from '@smartmove/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, staffUsers, type TestUser } from '../../test/portal-users.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';

/** What makes a database refuse every audit line ("down"), as a full disk or a broken table would. */
const BREAK_AUDIT_LOG = {
  sqlite: [sql`create trigger audit_down before insert on audit_log begin select raise(abort, 'down'); end`],
  postgres: [
    sql`create function audit_down() returns trigger language plpgsql as $$ begin raise exception 'down'; end $$`,
    sql`create trigger audit_down before insert on audit_log for each row execute function audit_down()`,
  ],
};

describe.each(TEST_ENGINES)('a change whose audit line cannot be written on %s', (engine) => {
  let testApp: TestApp;
  let recruiter: TestUser;
  let candidateId: string;
  let jobId: string;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    const [, partner] = await demoUsers(testApp.app);
    [, recruiter] = await staffUsers(testApp.app);
    const consultant = {
      title: 'Audit Engineer',
      name: 'Unwritten Line',
      exp: 4,
      location: 'Boise, ID',
      visaStatus: 'GC',
      skills: 'Go',
      email: '',
      phone: '',
    };
    const upload = await post(API_PATHS.uploadBenchList, partner!, { candidates: [consultant] });
    expect(upload.statusCode, upload.body).toBe(200);
    const mine = await testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getMyBenchList,
      headers: partner!.headers,
    });
    candidateId = MyBenchPageSchema.parse(mine.json()).items[0]!.id;
    const job = await post(API_PATHS.addC2CJob, recruiter, {
      title: 'Audit Job',
      location: 'Boise, ID',
      description: 'Stays open when its close cannot be audited.',
      skills: 'Go',
      rate: '$60/hr C2C',
      remote: true,
    });
    jobId = AdminJobSchema.parse(job.json()).id;
    for (const statement of BREAK_AUDIT_LOG[engine]) await statement.execute(testApp.app.db);
  });
  afterAll(() => testApp.close());

  function post(url: string, user: TestUser, payload: object) {
    return testApp.app.inject({ method: 'POST', url, payload, headers: user.headers });
  }
  /** Makes the change, which fails with its audit line; the record's history as it then stands. */
  async function failedChange(url: string, id: string) {
    const response = await post(url, recruiter, { id });
    expect(response.statusCode).toBe(500);
    return testApp.app.db.selectFrom('record_changes').selectAll().where('record_id', '=', id).execute();
  }

  const stored = (table: 'bench_candidates' | 'c2c_jobs', id: string) =>
    testApp.app.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('leaves a bench candidate unpublished, with no history row', async () => {
    expect(await failedChange(API_PATHS.publishBenchCandidate, candidateId)).toEqual([]);
    const candidate = await stored('bench_candidates', candidateId);
    expect(candidate).toMatchObject({ published_at: null, published_by: null });
  });

  it('leaves a job open, with no history row of its closing', async () => {
    const history = await failedChange(API_PATHS.closeC2CJob, jobId);
    expect(history.map((change) => change.new_value)).toEqual(['open']);
    expect(await stored('c2c_jobs', jobId)).toMatchObject({ closed_at: null, closed_by: null });
  });
});
