import { API_PATHS, CAPTCHA_TOKEN_HEADER } from '@smartmove/contract';
import { expect, it } from 'vitest';
import {
  CANDIDATE_LEAD,
  CONSULTATION_REQUEST,
  CONTACT_MESSAGE,
  FAST_CAPTCHA_ENV,
  JOB_APPLICATION_FIELDS,
  applyAnonymously,
  solveCaptcha,
} from '../../test/lead-fixtures.js';
import { deliveredMail } from '../../test/delivered-mail.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

/** The seeded staff who get alerts: the admin and the recruiter (the approver does not). */
const STAFF_EMAILS = ['ada.admin@example.com', 'rita.recruiter@example.com'];
/** One alert goes to them all: its recipient once sent. */
const STAFF_RECIPIENT_LIST = STAFF_EMAILS.join(', ');
const STAFF_ALERT_EMAIL = 'desk@smartmove.example.com';

let counter = 0;
const unique = (email: string) => email.replace('@', `+mail${++counter}@`);

/** No poll during the test: each test delivers the mail when it reads the outbox. */
const QUIET_WORKER = { pollIntervalMs: 3_600_000 };

describeOnEngines('e-mail written with each public form', (engine) => {
  const api = useTestApp(engine, {
    env: { ...FAST_CAPTCHA_ENV, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
    mailWorker: QUIET_WORKER,
  });

  /**
   * The outbox rows a submission caused (those of its confirmation's cause), once delivered, each with the
   * text it was delivered with: the outbox keeps a sent message's envelope, not its text.
   */
  async function mailAbout(email: string) {
    const delivered = await deliveredMail(api);
    const db = api.app.db;
    const confirmation = await db
      .selectFrom('mail_outbox')
      .select(['cause_kind', 'cause_id'])
      .where('recipient', '=', email)
      .executeTakeFirst();
    if (!confirmation?.cause_id) return [];
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'cause_kind', 'cause_id'])
      .where('cause_kind', '=', confirmation.cause_kind)
      .where('cause_id', '=', confirmation.cause_id)
      .execute();
    return rows
      .map((row) => ({
        ...row,
        body:
          delivered.find(
            (mail) =>
              mail.to === row.recipient &&
              mail.subject === row.subject &&
              (row.recipient === email || mail.text.includes(`<${email}>`)),
          )?.text ?? '',
      }))
      .sort((a, b) => a.recipient.localeCompare(b.recipient));
  }

  it('sends a contact message a confirmation and one alert to every active recruiter and admin', async () => {
    const email = unique(CONTACT_MESSAGE.pro_email);
    const response = await api.anonymous.post(API_PATHS.addContactUs, {
      ...CONTACT_MESSAGE,
      pro_email: email,
    });
    expect(response.statusCode).toBe(200);
    const [record] = await api.app.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', email)
      .execute();
    const mail = await mailAbout(email);
    expect(mail.map((row) => row.recipient).sort()).toEqual([email, STAFF_RECIPIENT_LIST].sort());
    for (const row of mail) expect(row).toMatchObject({ cause_kind: 'inquiry', cause_id: record!.id });
    const confirmation = mail.find((row) => row.recipient === email)!;
    expect(confirmation.subject).toBe('We received your message - SmartMove');
    expect(confirmation.body).toMatch(/^Hello Ada,/);
    expect(confirmation.body).toContain('The SmartMove team');
    const alert = mail.find((row) => row.recipient === STAFF_RECIPIENT_LIST)!;
    expect(alert.subject).toBe('New contact message: Ada Lovelace');
    expect(alert.body).toContain(`Ada Lovelace <${email}>`);
    expect(alert.body).toContain('Kind: Contact');
    expect(alert.body).toContain(CONTACT_MESSAGE.pro_message);
  });

  it('sends a consultation request its own confirmation and alert', async () => {
    const email = unique(CONSULTATION_REQUEST.pro_email);
    const response = await api.anonymous.post(
      API_PATHS.addContactUs,
      { ...CONSULTATION_REQUEST, pro_email: email },
      { headers: { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app) } },
    );
    expect(response.statusCode).toBe(200);
    const mail = await mailAbout(email);
    expect(mail).toHaveLength(2);
    expect(mail.find((row) => row.recipient === email)?.subject).toBe(
      'Your free consultation request - SmartMove',
    );
    const alert = mail.find((row) => row.recipient !== email)!;
    expect(alert.subject).toBe('New consultation request: Grace Hopper');
    expect(alert.body).toContain('Kind: Consultation');
    expect(alert.body).toContain('Project: Federal');
  });

  it('sends a know-your-worth sender a confirmation promising the offer by e-mail', async () => {
    const email = unique(CANDIDATE_LEAD.pro_email);
    const response = await api.anonymous.post(API_PATHS.addCandidateLead, {
      ...CANDIDATE_LEAD,
      pro_email: email,
    });
    expect(response.statusCode).toBe(200);
    const mail = await mailAbout(email);
    expect(mail).toHaveLength(2);
    const confirmation = mail.find((row) => row.recipient === email)!;
    expect(confirmation.subject).toBe('Your know-your-worth request - SmartMove');
    expect(confirmation.body).toContain('offer');
    const alert = mail.find((row) => row.recipient !== email)!;
    expect(alert.subject).toBe('New know-your-worth request: Linus Torvalds');
    expect(alert.body).toContain('Skill: PySpark, 4 years');
  });

  it('sends an applicant a confirmation naming the job, and alerts staff', async () => {
    const email = unique(JOB_APPLICATION_FIELDS.Email);
    const response = await applyAnonymously(api, { Email: email });
    expect(response.statusCode).toBe(200);
    const [record] = await api.app.db
      .selectFrom('job_applications')
      .select('id')
      .where('email', '=', email)
      .execute();
    const mail = await mailAbout(email);
    expect(mail).toHaveLength(2);
    for (const row of mail) expect(row).toMatchObject({ cause_kind: 'application', cause_id: record!.id });
    const confirmation = mail.find((row) => row.recipient === email)!;
    expect(confirmation.subject).toBe('Your application for Senior Data Engineer - SmartMove');
    expect(confirmation.body).toContain('Thank you for applying for Senior Data Engineer');
    const alert = mail.find((row) => row.recipient !== email)!;
    expect(alert.subject).toBe('New job application: Katherine Johnson');
    expect(alert.body).toContain('Job: Senior Data Engineer');
  });

  it('writes no e-mail for a repeat that is stored once', async () => {
    const email = unique(CONTACT_MESSAGE.pro_email);
    const body = { ...CONTACT_MESSAGE, pro_email: email };
    const answers = await Promise.all([1, 2, 3].map(() => api.anonymous.post(API_PATHS.addContactUs, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await api.anonymous.post(API_PATHS.addContactUs, body)).toMatchObject({ statusCode: 200 });
    expect(await mailAbout(email)).toHaveLength(2);
  });

  it('writes no e-mail when the record cannot be stored', async () => {
    const email = unique(CANDIDATE_LEAD.pro_email);
    const db = api.app.db;
    await db.schema.alterTable('candidate_lead_skills').renameTo('candidate_lead_skills_away').execute();
    try {
      const response = await api.anonymous.post(API_PATHS.addCandidateLead, {
        ...CANDIDATE_LEAD,
        pro_email: email,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await db.schema.alterTable('candidate_lead_skills_away').renameTo('candidate_lead_skills').execute();
    }
    expect(await mailAbout(email)).toEqual([]);
  });

  it('leaves out staff whose account is not active', async () => {
    const db = api.app.db;
    await db
      .updateTable('users')
      .set({ status: 'deactivated' })
      .where('email', '=', STAFF_EMAILS[1]!)
      .execute();
    try {
      const email = unique(CONTACT_MESSAGE.pro_email);
      await api.anonymous.post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: email });
      expect((await mailAbout(email)).map((row) => row.recipient).sort()).toEqual(
        [STAFF_EMAILS[0], email].sort(),
      );
    } finally {
      await db.updateTable('users').set({ status: 'active' }).where('email', '=', STAFF_EMAILS[1]!).execute();
    }
  });
});

describeOnEngines('STAFF_ALERT_EMAIL', (engine) => {
  const api = useTestApp(engine, {
    env: { STAFF_ALERT_EMAIL },
    mailWorker: QUIET_WORKER,
  });

  it('sends the alert there instead of to each recruiter and admin', async () => {
    const email = unique(CONTACT_MESSAGE.pro_email);
    const response = await api.anonymous.post(API_PATHS.addContactUs, {
      ...CONTACT_MESSAGE,
      pro_email: email,
    });
    expect(response.statusCode).toBe(200);
    await api.app.mail.runOnce();
    const rows = await api.app.db.selectFrom('mail_outbox').select(['recipient', 'subject']).execute();
    expect(rows.map((row) => row.recipient).sort()).toEqual([email, STAFF_ALERT_EMAIL].sort());
  });
});
