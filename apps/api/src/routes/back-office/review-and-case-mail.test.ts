import {
  API_PATHS,
  CaseSchema,
  MyBenchPageSchema,
  STAFF_ROLES,
  USER_TYPES,
  UploadBenchListResultSchema,
} from '@smartmove/contract';
import { expect, it } from 'vitest';
import { deliveredMail, isSentTo } from '../../test/delivered-mail.js';
import { DEMO_MANAGER_ID, insertUser } from '../../test/portal-users.js';
import { refuseInserts } from '../../test/refused-inserts.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const SITE = 'https://smartmove.example.org';
const PARTNER_EMAIL = 'parker.partner@example.com';

let counter = 0;
const consultant = (name: string) => ({
  title: 'Kafka Engineer',
  name,
  exp: 6,
  location: 'Denver, CO',
  visaStatus: 'GC',
  skills: 'Kafka, Flink',
  email: `consultant${++counter}@example.com`,
  phone: '',
});

const NEW_CASE = {
  title: 'Payslip shows the wrong bank',
  category: 'Payroll',
  priority: 'High',
  description: 'The November payslip names my old bank.',
} as const;

/**
 * The e-mail nobody used to get: a partner hears of the review of their bench candidate, the approver (or the
 * admins) of a new support case's author hears of the case. Each links its record and is queued with it.
 */
describeOnEngines('review and case e-mail', (engine) => {
  const api = useTestApp(engine, { env: { SITE_URL: SITE }, mailWorker: { pollIntervalMs: 3_600_000 } });
  const { partner, recruiter, employee } = api.users;

  async function benchCandidate(name: string): Promise<string> {
    const upload = await api.as(partner).post(API_PATHS.uploadBenchList, { candidates: [consultant(name)] });
    expect(UploadBenchListResultSchema.parse(upload.json()).added).toBe(1);
    const mine = MyBenchPageSchema.parse(
      (await api.as(partner).get(API_PATHS.getMyBenchList, { pageSize: 100 })).json(),
    );
    return mine.items.find((item) => item.name === name)!.id;
  }
  const mailTo = async (to: string, subject: string) =>
    (await deliveredMail(api)).filter((mail) => isSentTo(mail, to) && mail.subject.includes(subject));

  it('tells the partner when a recruiter publishes their candidate, linking their bench list', async () => {
    const id = await benchCandidate('Paula Published');
    const published = await api.as(recruiter).post(API_PATHS.publishBenchCandidate, { id });
    expect(published.statusCode, published.body).toBe(200);
    const mails = await mailTo(PARTNER_EMAIL, 'Paula Published');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Published: your bench candidate Paula Published (Kafka Engineer) - SmartMove',
    ]);
    expect(mails[0]?.text).toContain(
      'Rita Recruiter reviewed your bench candidate Paula Published (Kafka Engineer) and published it',
    );
    expect(mails[0]?.text).toContain(`\n${SITE}/my-bench-list\n`);

    // Publishing again changes nothing and tells nobody; taking it off the hot list sends nothing either.
    await api.as(recruiter).post(API_PATHS.publishBenchCandidate, { id });
    await api.as(recruiter).post(API_PATHS.unpublishBenchCandidate, { id });
    expect(await mailTo(PARTNER_EMAIL, 'Paula Published')).toHaveLength(1);
  });

  it('tells the partner when a recruiter sends their candidate back, with the reason', async () => {
    const id = await benchCandidate('Sam Sentback');
    const reason = 'The skills list only the cloud provider; add the tools.';
    const sent = await api.as(recruiter).post(API_PATHS.sendBackBenchCandidate, { id, reason });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail, ...more] = await mailTo(PARTNER_EMAIL, 'Sam Sentback');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Sent back: your bench candidate Sam Sentback (Kafka Engineer) - SmartMove');
    expect(mail?.text).toContain('Rita Recruiter reviewed your bench candidate Sam Sentback');
    expect(mail?.text).toContain(`\nReason: ${reason}\n`);
    expect(mail?.text).toContain(`${SITE}/my-bench-list\n`);
  });

  it('sends nothing when the e-mail cannot be queued: the review is not recorded', async () => {
    const id = await benchCandidate('Rolf Rollback');
    const undo = await refuseInserts(api.app.db, engine, 'mail_outbox');
    try {
      const published = await api.as(recruiter).post(API_PATHS.publishBenchCandidate, { id });
      expect(published.statusCode).toBe(500);
    } finally {
      await undo();
    }
    const row = await api.app.db
      .selectFrom('bench_candidates')
      .select('published_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.published_at).toBeNull();
    const audit = await api.app.db.selectFrom('audit_log').select('id').where('record_id', '=', id).execute();
    expect(audit).toEqual([]);
  });

  it("alerts the author's approver of a new case, linking it in the back office", async () => {
    const created = await api.as(employee).post(API_PATHS.addCase, NEW_CASE);
    expect(created.statusCode, created.body).toBe(201);
    const supportCase = CaseSchema.parse(created.json());
    const alerts = (await deliveredMail(api)).filter((mail) => mail.subject.includes(supportCase.reference));
    // Dana Employee's manager, Manny Manager, is an approver: he alone is told.
    expect(alerts.map((mail) => mail.to)).toEqual(['manny.manager@example.com']);
    expect(alerts[0]?.subject).toBe(
      `New support case ${supportCase.reference} from Dana Employee: Payslip shows the wrong bank`,
    );
    expect(alerts[0]?.text).toContain('Priority: High');
    expect(alerts[0]?.text).toContain(NEW_CASE.description);
    expect(alerts[0]?.text).toContain(`\n${SITE}/back-office/cases/${supportCase.id}\n`);
  });

  it("alerts the admins of a new case when its author has no approver (a partner's)", async () => {
    const admin2 = await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.admin],
    });
    const created = await api.as(partner).post(API_PATHS.addCase, { ...NEW_CASE, title: 'Cannot upload' });
    expect(created.statusCode, created.body).toBe(201);
    const { reference, id } = CaseSchema.parse(created.json());
    const alerts = (await deliveredMail(api)).filter((mail) => mail.subject.includes(reference));
    expect(alerts.map((mail) => mail.to).sort()).toEqual(
      ['ada.admin@example.com', `${admin2.id}@example.com`].sort(),
    );
    expect(alerts.map((mail) => mail.to)).not.toContain('manny.manager@example.com');
    expect(alerts[0]?.subject).toBe(`New support case ${reference} from Parker Partner: Cannot upload`);
    expect(alerts[0]?.text).toContain(`\n${SITE}/back-office/cases/${id}\n`);
  });

  it('stores no case when its alert cannot be queued', async () => {
    const worker = await insertUser(api.app, USER_TYPES.employee, undefined, { managerId: DEMO_MANAGER_ID });
    const undo = await refuseInserts(api.app.db, engine, 'mail_outbox');
    try {
      expect((await api.as(worker).post(API_PATHS.addCase, NEW_CASE)).statusCode).toBe(500);
    } finally {
      await undo();
    }
    const cases = await api.app.db
      .selectFrom('support_cases')
      .select('id')
      .where('user_id', '=', worker.id)
      .execute();
    expect(cases).toEqual([]);
  });
});
