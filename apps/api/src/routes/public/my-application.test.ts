import fs from 'node:fs';
import path from 'node:path';
import {
  API_PATHS,
  APPLICATION_STATUS_CODES,
  ApplicationDetailSchema,
  applicantStatusLabel,
  InquiryDetailSchema,
  MY_APPLICATION_MESSAGES,
  MyApplicationSchema,
  PRIVACY_NOTICE_VERSION,
} from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../test/auth-support.js';
import { deliveredMail, isSentTo } from '../../test/delivered-mail.js';
import {
  CONTACT_MESSAGE,
  FAST_CAPTCHA_ENV,
  JOB_APPLICATION_FIELDS,
  applyAnonymously,
} from '../../test/lead-fixtures.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

/** No delivery but the one each test asks for. */
const QUIET_WORKER = { pollIntervalMs: 3_600_000 };
const DAY_MS = 24 * 60 * 60 * 1000;

let counter = 0;
const uniqueEmail = () => `applicant+${Date.now()}-${++counter}@example.com`;

describeOnEngines('personal data', (engine) => {
  const api = useTestApp(engine, {
    env: { ...FAST_CAPTCHA_ENV, FORM_RATE_LIMIT_PER_MINUTE: '1000', SITE_URL: 'https://jobs.example.com/' },
    mailWorker: QUIET_WORKER,
  });
  const { employee, admin, recruiter, manager } = api.users;

  const db = () => api.app.db;
  const storedFile = (name: string) => path.join(api.env.DATA_DIR, 'uploads', name);

  /** Applies as a visitor; answers the stored row and the token of the confirmation e-mail's link. */
  async function apply(email = uniqueEmail()) {
    const response = await applyAnonymously(api, { Email: email });
    expect(response.statusCode, response.body).toBe(200);
    const row = await db()
      .selectFrom('job_applications')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // Delivered: the link is in the e-mail the applicant got, and nowhere in the outbox any more.
    const confirmation = (await deliveredMail(api)).find((mail) => mail.to === email)?.text ?? '';
    const link = /https:\/\/jobs\.example\.com\/my-application\/([A-Za-z0-9_-]{43})\n/.exec(confirmation);
    expect(link, confirmation).not.toBeNull();
    return { row, email, token: link![1]! };
  }

  /** Every trace of an application in the database, by its id and its applicant's address. */
  async function tracesOf(id: string, email: string) {
    const [applications, outbox, notes, changes, auditNames] = await Promise.all([
      db().selectFrom('job_applications').select('id').where('id', '=', id).execute(),
      db()
        .selectFrom('mail_outbox')
        .select('id')
        .where((eb) =>
          eb.or([eb('cause_id', '=', id), eb('recipient', '=', email), eb('body', 'like', `%${email}%`)]),
        )
        .execute(),
      db().selectFrom('record_notes').select('id').where('record_id', '=', id).execute(),
      db().selectFrom('record_changes').select('id').where('record_id', '=', id).execute(),
      db()
        .selectFrom('audit_log')
        .select('record_label')
        .where('record_id', '=', id)
        .where('record_label', 'like', '%Johnson%')
        .execute(),
    ]);
    return [...applications, ...outbox, ...notes, ...changes, ...auditNames];
  }

  /** Sends the contact form from a new address; answers the address. */
  async function sendContactMessage() {
    const email = uniqueEmail();
    expect(
      (await api.anonymous.post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: email })).statusCode,
    ).toBe(200);
    return email;
  }

  it('keeps when consent was given and which notice was shown, with every inquiry and application', async () => {
    const email = await sendContactMessage();
    const contact = await db()
      .selectFrom('contact_messages')
      .select(['consent_at', 'notice_version', 'created_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(contact).toEqual({
      consent_at: contact.created_at,
      notice_version: PRIVACY_NOTICE_VERSION,
      created_at: contact.created_at,
    });
    const { row } = await apply();
    expect(row.consent_at).toBe(row.created_at);
    expect(row.notice_version).toBe(PRIVACY_NOTICE_VERSION);
    expect(row.status_token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows staff when consent was given and which notice the form showed; older records have neither', async () => {
    const email = await sendContactMessage();
    const contact = await db()
      .selectFrom('contact_messages')
      .select(['id', 'consent_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const { row } = await apply();
    const inquiry = async () =>
      InquiryDetailSchema.parse(
        (await api.as(recruiter).get(API_PATHS.getInquiry, { id: contact.id })).json(),
      );
    const application = async () =>
      ApplicationDetailSchema.parse(
        (await api.as(recruiter).get(API_PATHS.getApplication, { id: row.id })).json(),
      );
    expect(await inquiry()).toMatchObject({
      consentAt: contact.consent_at,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(await application()).toMatchObject({
      consentAt: row.consent_at,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(contact.consent_at).toEqual(expect.any(String));

    // Stored before consent was kept (migration 0023 left both null).
    for (const table of ['contact_messages', 'job_applications'] as const) {
      await db()
        .updateTable(table)
        .set({ consent_at: null, notice_version: null })
        .where('id', 'in', [contact.id, row.id])
        .execute();
    }
    expect(await inquiry()).toMatchObject({ consentAt: null, noticeVersion: null });
    expect(await application()).toMatchObject({ consentAt: null, noticeVersion: null });
  });

  it('keeps no usable link in the outbox once the confirmation is delivered', async () => {
    const { row, email, token } = await apply();
    const mail = await db().selectFrom('mail_outbox').selectAll().where('cause_id', '=', row.id).execute();
    expect(mail.length).toBeGreaterThan(1);
    for (const message of mail) {
      expect(message).toMatchObject({ status: 'sent', body: '' });
      expect(JSON.stringify(message)).not.toContain(token);
      expect(JSON.stringify(message)).not.toContain('/my-application/');
    }
    // What status needs stays: who got what, and when.
    expect(mail.find((message) => message.recipient === email)).toMatchObject({
      subject: 'Your application for Senior Data Engineer - SmartMove',
      sent_at: expect.any(String),
    });
  });

  it('shows the applicant their application by the token of the e-mail, and nothing for any other token', async () => {
    const { token } = await apply();
    const response = await api.anonymous.post(API_PATHS.getMyApplication, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(MyApplicationSchema.parse(response.json())).toMatchObject({
      jobTitle: 'Senior Data Engineer',
      status: 'Received',
      firstName: JOB_APPLICATION_FIELDS.FirstName,
    });
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const other of [wrong, 'short', '', `${token}x`, '../../etc/passwd']) {
      const refused = await api.anonymous.post(API_PATHS.getMyApplication, { token: other });
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused.body).message).toBe(MY_APPLICATION_MESSAGES.invalidLink);
    }
  });

  it("shows the applicant the applicant's states, never the pipeline's", async () => {
    const { row, token } = await apply();
    const seen: Record<string, string> = {};
    for (const status of APPLICATION_STATUS_CODES) {
      const moved = await api.as(recruiter).post(API_PATHS.updateApplication, { id: row.id, status });
      expect(moved.statusCode, moved.body).toBe(200);
      const response = await api.anonymous.post(API_PATHS.getMyApplication, { token });
      seen[status] = MyApplicationSchema.parse(response.json()).status;
    }
    expect(seen).toEqual({
      new: 'Received',
      screening: 'In review',
      'submitted-to-client': 'In review',
      interview: 'Interviewing',
      // No offer has been sent: moving the application to Offer is the pipeline's business.
      offer: 'In review',
      hired: 'Hired',
      rejected: 'Closed',
    });
    expect(applicantStatusLabel('offer', { offerSent: true })).toBe('Offer');
  });

  it('e-mails the assigned recruiter that an applicant for the job withdrew, naming nobody', async () => {
    const { row, email, token } = await apply();
    const assigned = await api.as(recruiter).post(API_PATHS.updateApplication, {
      id: row.id,
      assignedTo: recruiter.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const { email: recruiterEmail } = await db()
      .selectFrom('users')
      .select('email')
      .where('id', '=', recruiter.id)
      .executeTakeFirstOrThrow();
    const before = (await deliveredMail(api)).length;

    expect((await api.anonymous.post(API_PATHS.withdrawMyApplication, { token })).statusCode).toBe(200);
    const sent = (await deliveredMail(api)).slice(before);
    expect(sent).toEqual([
      expect.objectContaining({
        to: recruiterEmail,
        subject: 'An applicant for Senior Data Engineer withdrew',
      }),
    ]);
    const [notice] = sent;
    expect(notice?.text).toContain('An applicant for Senior Data Engineer withdrew their application.');
    expect(notice?.text).toContain(
      `https://jobs.example.com/back-office/applications?job=${JOB_APPLICATION_FIELDS.skillPosition}`,
    );
    for (const personal of [
      JOB_APPLICATION_FIELDS.FirstName,
      JOB_APPLICATION_FIELDS.LastName,
      email,
      JOB_APPLICATION_FIELDS.phoneNumber,
      row.id,
    ]) {
      expect(JSON.stringify(notice)).not.toContain(personal);
    }

    // Nobody assigned: whoever is alerted of new applications hears of it (here every recruiter and admin).
    const unassigned = await apply();
    const from = (await deliveredMail(api)).length;
    await api.anonymous.post(API_PATHS.withdrawMyApplication, { token: unassigned.token });
    const [toStaff] = (await deliveredMail(api)).slice(from);
    expect(toStaff?.subject).toBe('An applicant for Senior Data Engineer withdrew');
    expect(toStaff && isSentTo(toStaff, recruiterEmail)).toBe(true);
  });

  it('withdraws and erases the application, its resume and its e-mail; the token then opens nothing', async () => {
    const { row, email, token } = await apply();
    await api.as(recruiter).post(API_PATHS.updateApplication, { id: row.id, status: 'screening' });
    await api
      .as(recruiter)
      .post(API_PATHS.addApplicationNote, { id: row.id, body: 'Strong Spark background' });
    expect(fs.existsSync(storedFile(row.resume_file_name))).toBe(true);
    expect((await tracesOf(row.id, email)).length).toBeGreaterThan(0);

    const response = await api.anonymous.post(API_PATHS.withdrawMyApplication, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: MY_APPLICATION_MESSAGES.withdrawn });

    expect(await tracesOf(row.id, email)).toEqual([]);
    expect(fs.existsSync(storedFile(row.resume_file_name))).toBe(false);
    const audit = await db().selectFrom('audit_log').selectAll().where('record_id', '=', row.id).execute();
    expect(audit.map((line) => line.record_label)).toEqual(audit.map(() => 'erased application'));
    expect(audit.find((line) => line.action === 'erased personal data')).toMatchObject({
      actor_id: null,
      actor_name: 'The applicant',
    });

    for (const url of [API_PATHS.withdrawMyApplication, API_PATHS.getMyApplication]) {
      const reused = await api.anonymous.post(url, { token });
      expect(reused.statusCode).toBe(404);
      expect(errorOf(reused.body).message).toBe(MY_APPLICATION_MESSAGES.invalidLink);
    }
  });

  describe('Erase personal data (staff)', () => {
    it('is refused without a token and without the recruiter or admin role, before the body is read', async () => {
      expect((await api.anonymous.post(API_PATHS.erasePersonalData, { kind: 'nonsense' })).statusCode).toBe(
        401,
      );
      for (const user of [employee, manager]) {
        expect((await api.as(user!).post(API_PATHS.erasePersonalData, { kind: 'nonsense' })).statusCode).toBe(
          403,
        );
      }
      const invalid = await api
        .as(recruiter)
        .post(API_PATHS.erasePersonalData, { kind: 'nonsense', id: 'x' });
      expect(invalid.statusCode).toBe(400);
    });

    it('erases an application with its resume, and says so in an anonymous audit line', async () => {
      const { row, email } = await apply();
      const response = await api
        .as(admin)
        .post(API_PATHS.erasePersonalData, { kind: 'application', id: row.id });
      expect(response.statusCode, response.body).toBe(200);
      expect(await tracesOf(row.id, email)).toEqual([]);
      expect(fs.existsSync(storedFile(row.resume_file_name))).toBe(false);
      const line = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('record_id', '=', row.id)
        .where('action', '=', 'erased personal data')
        .executeTakeFirstOrThrow();
      expect(line).toMatchObject({ actor_name: 'Ada Admin', record_label: 'erased application' });
      const again = await api
        .as(admin)
        .post(API_PATHS.erasePersonalData, { kind: 'application', id: row.id });
      expect(again.statusCode).toBe(404);
    });

    it('erases an inquiry, and the export no longer holds it', async () => {
      const email = uniqueEmail();
      expect(
        (await api.anonymous.post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: email }))
          .statusCode,
      ).toBe(200);
      const { id } = await db()
        .selectFrom('contact_messages')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const exportHas = async () =>
        (await api.as(recruiter).get(API_PATHS.exportInquiries)).body.includes(email);
      expect(await exportHas()).toBe(true);
      const response = await api.as(recruiter).post(API_PATHS.erasePersonalData, { kind: 'inquiry', id });
      expect(response.statusCode, response.body).toBe(200);
      expect(await exportHas()).toBe(false);
      const outbox = await db().selectFrom('mail_outbox').select('id').where('cause_id', '=', id).execute();
      expect(outbox).toEqual([]);
    });
  });

  it('erases, on its daily run, what is older than RETENTION_DAYS, files included', async () => {
    const old = await apply();
    const recent = await apply();
    const now = new Date();
    await db()
      .updateTable('job_applications')
      .set({ created_at: new Date(now.getTime() - 366 * DAY_MS).toISOString() })
      .where('id', '=', old.row.id)
      .execute();
    const erased = await api.app.services.personalData.runRetention(now);
    expect(erased).toBeGreaterThanOrEqual(1);
    expect(await tracesOf(old.row.id, old.email)).toEqual([]);
    expect(fs.existsSync(storedFile(old.row.resume_file_name))).toBe(false);
    const kept = await db()
      .selectFrom('job_applications')
      .select('id')
      .where('id', '=', recent.row.id)
      .execute();
    expect(kept).toHaveLength(1);
    // The same records, a year on: the recent one is past its time too.
    await api.app.services.personalData.runRetention(new Date(now.getTime() + 366 * DAY_MS));
    expect(await tracesOf(recent.row.id, recent.email)).toEqual([]);
  });
});
