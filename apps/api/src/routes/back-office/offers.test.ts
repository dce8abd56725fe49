import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, OfferEstimateSchema, RATE_CARD_MESSAGES, USER_TYPES } from '@smartmove/contract';
import { expect, it } from 'vitest';
import { insertUser } from '../../test/portal-users.js';
import { MAIL_OUTBOX_FILE } from '../../adapters/mail-provider.js';
import { withDeliveredText } from '../../test/delivered-mail.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

describeOnEngines('know-your-worth offers', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin, recruiter, manager } = api.users;

  /** A lead as the public form stores it, with its skills and years. */
  async function insertLead(skills: Array<[string, string, number]>): Promise<string> {
    const id = randomUUID();
    await api.app.db
      .insertInto('candidate_leads')
      .values({
        id,
        first_name: 'Linus',
        last_name: 'Torvalds',
        email: `linus-${id}@example.com`,
        phone: '+919812345678',
        linkedin_url: 'https://www.linkedin.com/in/linus',
        created_at: new Date().toISOString(),
      })
      .execute();
    await api.app.db
      .insertInto('candidate_lead_skills')
      .values(
        skills.map(([skill, category, years], position) => ({
          id: randomUUID(),
          lead_id: id,
          position,
          skill,
          category,
          years_experience: years,
        })),
      )
      .execute();
    return id;
  }

  it("estimates a lead's range from the best-paid of its skills, and suggests an offer", async () => {
    const id = await insertLead([
      ['SQL', 'Database Management', 4],
      ['PySpark', 'Programming Languages', 7],
      ['Jenkins', 'Others', 12],
    ]);
    const response = await api.as(recruiter).get(API_PATHS.getOfferEstimate, { id });
    expect(response.statusCode, response.body).toBe(200);
    const body = OfferEstimateSchema.parse(response.json());
    // Seeded: SQL 3–5 years $50–$65, PySpark 6–9 years $85–$105, Jenkins 10+ years $90–$115.
    expect(body.perSkill).toEqual([
      { skill: 'SQL', years: 4, min: 50, max: 65 },
      { skill: 'PySpark', years: 7, min: 85, max: 105 },
      { skill: 'Jenkins', years: 12, min: 90, max: 115 },
    ]);
    expect(body.range).toEqual({ min: 90, max: 115 });
    expect(body.label).toBe('$90–$115/hr');
    expect(body.suggestedOffer).toContain('$90–$115/hr');
    expect((await api.as(admin).get(API_PATHS.getOfferEstimate, { id })).statusCode).toBe(200);
  });

  it('says so when the rate card has no band for the skills', async () => {
    await api.app.db.deleteFrom('rate_card').where('skill', '=', 'Rust').execute();
    const id = await insertLead([['Rust', 'Programming Languages', 3]]);
    const body = OfferEstimateSchema.parse(
      (await api.as(recruiter).get(API_PATHS.getOfferEstimate, { id })).json(),
    );
    expect(body).toMatchObject({ range: null, label: RATE_CARD_MESSAGES.noEstimate });
    expect(body.perSkill).toEqual([{ skill: 'Rust', years: 3, min: null, max: null }]);
  });

  it('answers 401 without a token, 403 without the role and 404 for an unknown lead', async () => {
    const id = await insertLead([['Go', 'Programming Languages', 1]]);
    expect((await api.anonymous.get(API_PATHS.getOfferEstimate, { id })).statusCode).toBe(401);
    expect((await api.anonymous.post(API_PATHS.sendOffer, 'x')).statusCode).toBe(401);
    const plain = await insertUser(api.app, USER_TYPES.employee);
    for (const user of [employee, plain, partner, manager]) {
      expect((await api.as(user).get(API_PATHS.getOfferEstimate, { id })).statusCode).toBe(403);
      expect((await api.as(user).post(API_PATHS.sendOffer, { nonsense: true })).statusCode).toBe(403);
    }
    expect((await api.as(recruiter).get(API_PATHS.getOfferEstimate, { id: randomUUID() })).statusCode).toBe(
      404,
    );
  });

  it("erases the offer's e-mail with the lead's personal data", async () => {
    const id = await insertLead([['python', 'Programming Languages', 4]]);
    expect(
      (await api.as(recruiter).post(API_PATHS.sendOffer, { id, offer: 'We can place you at $55–$75/hr.' }))
        .statusCode,
    ).toBe(200);
    const erased = await api.as(recruiter).post(API_PATHS.erasePersonalData, { kind: 'inquiry', id });
    expect(erased.statusCode, erased.body).toBe(200);
    const mail = await api.app.db.selectFrom('mail_outbox').select('id').where('cause_id', '=', id).execute();
    expect(mail).toEqual([]);
  });

  it('e-mails the offer, sets Offer sent with its history and audit line, in one go', async () => {
    const id = await insertLead([['python', 'Programming Languages', 4]]);
    const response = await api
      .as(recruiter)
      .post(API_PATHS.sendOffer, { id, offer: '  We can place you at $55–$75/hr.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, status: 'offer-sent', offerSentAt: expect.any(String) });

    const db = api.app.db;
    const lead = await db.selectFrom('candidate_leads').selectAll().where('id', '=', id).executeTakeFirst();
    expect(lead?.status).toBe('offer-sent');
    expect(lead?.updated_at).toEqual(expect.any(String));
    const mail = await withDeliveredText(
      api,
      await db.selectFrom('mail_outbox').selectAll().where('cause_id', '=', id).execute(),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      recipient: lead?.email,
      subject: 'Your SmartMove rate estimate',
      cause_kind: 'offer',
    });
    expect(mail[0]?.body).toContain('Dear Linus,');
    expect(mail[0]?.body).toContain('\n\nWe can place you at $55–$75/hr.\n\n');
    expect(mail[0]?.body).toContain('Rita Recruiter\nSmartMove');
    const changes = await db.selectFrom('record_changes').selectAll().where('record_id', '=', id).execute();
    expect(changes).toEqual([
      expect.objectContaining({
        record_kind: 'inquiry',
        field: 'status',
        old_value: 'new',
        new_value: 'offer-sent',
        actor_id: recruiter.id,
      }),
    ]);
    const audit = await db.selectFrom('audit_log').selectAll().where('record_id', '=', id).execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'sent offer',
        actor_name: 'Rita Recruiter',
        record_kind: 'inquiry',
        record_label: 'Linus Torvalds',
      }),
    ]);

    // The worker delivers it: the console provider's outbox file holds the offer for the lead.
    await api.app.mail.runOnce();
    const delivered = fs
      .readFileSync(path.join(api.env.DATA_DIR, MAIL_OUTBOX_FILE), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; subject: string; text: string });
    expect(delivered).toContainEqual(
      expect.objectContaining({ to: lead?.email, subject: 'Your SmartMove rate estimate' }),
    );

    expect(lead?.offer_sent_at).toBe(response.json().offerSentAt);
    const detail = await api.as(recruiter).get(API_PATHS.getInquiry, { id });
    expect(detail.json()).toMatchObject({ status: 'offer-sent', offerSentAt: lead?.offer_sent_at });
  });

  it('sends once: a second send is refused unless it says it is a deliberate resend', async () => {
    const id = await insertLead([['python', 'Programming Languages', 4]]);
    const db = api.app.db;
    const offers = () => db.selectFrom('mail_outbox').select('body').where('cause_id', '=', id).execute();
    const sent = await api.as(recruiter).post(API_PATHS.sendOffer, { id, offer: 'The first offer.' });
    expect(sent.statusCode, sent.body).toBe(200);
    const firstAt = sent.json().offerSentAt as string;

    // The same click again (or another tab): refused, nothing written.
    const again = await api.as(admin).post(API_PATHS.sendOffer, { id, offer: 'The first offer.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: RATE_CARD_MESSAGES.offerAlreadySent });
    expect(await offers()).toHaveLength(1);
    const refusedFlag = await api.as(admin).post(API_PATHS.sendOffer, { id, offer: 'x', resend: false });
    expect(refusedFlag.statusCode).toBe(409);
    expect(await db.selectFrom('audit_log').select('action').where('record_id', '=', id).execute()).toEqual([
      { action: 'sent offer' },
    ]);

    // "Send again": a second e-mail, a new sent time, audited as such; the status did not change, so no new
    // history line.
    const resent = await api
      .as(admin)
      .post(API_PATHS.sendOffer, { id, offer: 'A revised offer.', resend: true });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().offerSentAt >= firstAt).toBe(true);
    expect(await offers()).toHaveLength(2);
    expect(
      await db.selectFrom('record_changes').select('id').where('record_id', '=', id).execute(),
    ).toHaveLength(1);
    const actions = await db.selectFrom('audit_log').select('action').where('record_id', '=', id).execute();
    expect(actions.map((row) => row.action).sort()).toEqual(['sent offer', 'sent offer again']);
  });

  it('sends one e-mail when two sends arrive at once', async () => {
    const id = await insertLead([['python', 'Programming Languages', 4]]);
    const answers = await Promise.all(
      [recruiter, admin, recruiter, admin].map((user) =>
        api.as(user).post(API_PATHS.sendOffer, { id, offer: 'We can place you at $55–$75/hr.' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(
      await api.app.db.selectFrom('mail_outbox').select('id').where('cause_id', '=', id).execute(),
    ).toHaveLength(1);
  });

  it('writes nothing for an unknown lead or an empty or overlong offer', async () => {
    const count = async (table: 'mail_outbox' | 'audit_log' | 'record_changes') =>
      Number(
        (
          await api.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all([count('mail_outbox'), count('audit_log'), count('record_changes')]);
    const missing = await api.as(recruiter).post(API_PATHS.sendOffer, { id: randomUUID(), offer: 'Hello' });
    expect(missing.statusCode).toBe(404);
    const id = await insertLead([['Go', 'Programming Languages', 1]]);
    const empty = await api.as(recruiter).post(API_PATHS.sendOffer, { id, offer: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ offer: RATE_CARD_MESSAGES.offerRequired });
    const long = await api.as(recruiter).post(API_PATHS.sendOffer, { id, offer: 'x'.repeat(4001) });
    expect(long.json().errors).toEqual({ offer: RATE_CARD_MESSAGES.offerTooLong });
    expect(await Promise.all([count('mail_outbox'), count('audit_log'), count('record_changes')])).toEqual(
      before,
    );
  });
});
