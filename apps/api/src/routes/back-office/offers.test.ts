import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, OfferEstimateSchema, RATE_CARD_MESSAGES, USER_TYPES } from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, insertUser, staffUsers, type TestUser } from '../../test/portal-users.js';
import { MAIL_OUTBOX_FILE } from '../../services/mail-provider.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';

describe.each(TEST_ENGINES)('know-your-worth offers on %s', (engine) => {
  let testApp: TestApp;
  let employee: TestUser;
  let partner: TestUser;
  let admin: TestUser;
  let recruiter: TestUser;
  let manager: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
    [employee, partner] = await demoUsers(testApp.app);
    [admin, recruiter, manager] = await staffUsers(testApp.app);
  });
  afterAll(() => testApp.close());

  /** A lead as the public form stores it, with its skills and years. */
  async function insertLead(skills: Array<[string, string, number]>): Promise<string> {
    const id = randomUUID();
    await testApp.app.db
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
    await testApp.app.db
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

  const estimate = (id: string, user?: TestUser) =>
    testApp.app.inject({
      method: 'GET',
      url: API_PATHS.getOfferEstimate,
      query: { id },
      ...(user ? { headers: user.headers } : {}),
    });
  const sendOffer = (user: TestUser | undefined, payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: API_PATHS.sendOffer,
      payload: payload as Record<string, unknown>,
      ...(user ? { headers: user.headers } : {}),
    });

  it("estimates a lead's range from the best-paid of its skills, and suggests an offer", async () => {
    const id = await insertLead([
      ['SQL', 'Database Management', 4],
      ['PySpark', 'Programming Languages', 7],
      ['Jenkins', 'Others', 12],
    ]);
    const response = await estimate(id, recruiter);
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
    expect((await estimate(id, admin)).statusCode).toBe(200);
  });

  it('says so when the rate card has no band for the skills', async () => {
    await testApp.app.db.deleteFrom('rate_card').where('skill', '=', 'Rust').execute();
    const id = await insertLead([['Rust', 'Programming Languages', 3]]);
    const body = OfferEstimateSchema.parse((await estimate(id, recruiter)).json());
    expect(body).toMatchObject({ range: null, label: RATE_CARD_MESSAGES.noEstimate });
    expect(body.perSkill).toEqual([{ skill: 'Rust', years: 3, min: null, max: null }]);
  });

  it('answers 401 without a token, 403 without the role and 404 for an unknown lead', async () => {
    const id = await insertLead([['Go', 'Programming Languages', 1]]);
    expect((await estimate(id)).statusCode).toBe(401);
    expect((await sendOffer(undefined, 'x')).statusCode).toBe(401);
    const plain = await insertUser(testApp.app, USER_TYPES.employee);
    for (const user of [employee, plain, partner, manager]) {
      expect((await estimate(id, user)).statusCode).toBe(403);
      expect((await sendOffer(user, { nonsense: true })).statusCode).toBe(403);
    }
    expect((await estimate(randomUUID(), recruiter)).statusCode).toBe(404);
  });

  it("erases the offer's e-mail with the lead's personal data", async () => {
    const id = await insertLead([['python', 'Programming Languages', 4]]);
    expect((await sendOffer(recruiter, { id, offer: 'We can place you at $55–$75/hr.' })).statusCode).toBe(
      200,
    );
    const erased = await testApp.app.inject({
      method: 'POST',
      url: API_PATHS.erasePersonalData,
      payload: { kind: 'inquiry', id },
      headers: recruiter.headers,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const mail = await testApp.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('cause_id', '=', id)
      .execute();
    expect(mail).toEqual([]);
  });

  it('e-mails the offer, sets Offer sent with its history and audit line, in one go', async () => {
    const id = await insertLead([['python', 'Programming Languages', 4]]);
    const response = await sendOffer(recruiter, { id, offer: '  We can place you at $55–$75/hr.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, status: 'offer-sent' });

    const db = testApp.app.db;
    const lead = await db.selectFrom('candidate_leads').selectAll().where('id', '=', id).executeTakeFirst();
    expect(lead?.status).toBe('offer-sent');
    expect(lead?.updated_at).toEqual(expect.any(String));
    const mail = await db.selectFrom('mail_outbox').selectAll().where('cause_id', '=', id).execute();
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
    await testApp.app.mail.runOnce();
    const delivered = fs
      .readFileSync(path.join(testApp.env.DATA_DIR, MAIL_OUTBOX_FILE), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; subject: string; text: string });
    expect(delivered).toContainEqual(
      expect.objectContaining({ to: lead?.email, subject: 'Your SmartMove rate estimate' }),
    );

    // A second offer is e-mailed and audited; the status did not change, so no new history line.
    expect((await sendOffer(admin, { id, offer: 'A revised offer.' })).statusCode).toBe(200);
    expect(await db.selectFrom('mail_outbox').select('id').where('cause_id', '=', id).execute()).toHaveLength(
      2,
    );
    expect(
      await db.selectFrom('record_changes').select('id').where('record_id', '=', id).execute(),
    ).toHaveLength(1);
  });

  it('writes nothing for an unknown lead or an empty or overlong offer', async () => {
    const count = async (table: 'mail_outbox' | 'audit_log' | 'record_changes') =>
      Number(
        (
          await testApp.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all([count('mail_outbox'), count('audit_log'), count('record_changes')]);
    const missing = await sendOffer(recruiter, { id: randomUUID(), offer: 'Hello' });
    expect(missing.statusCode).toBe(404);
    const id = await insertLead([['Go', 'Programming Languages', 1]]);
    const empty = await sendOffer(recruiter, { id, offer: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ offer: RATE_CARD_MESSAGES.offerRequired });
    const long = await sendOffer(recruiter, { id, offer: 'x'.repeat(4001) });
    expect(long.json().errors).toEqual({ offer: RATE_CARD_MESSAGES.offerTooLong });
    expect(await Promise.all([count('mail_outbox'), count('audit_log'), count('record_changes')])).toEqual(
      before,
    );
  });
});
