import { API_PATHS, CAPTCHA_TOKEN_HEADER, SUCCESS_MESSAGES } from '@smartmove/contract';
import { expect, it, vi } from 'vitest';
import { DUPLICATE_WINDOW_SECONDS } from '../../repositories/recruiting/submission-guard-repository.js';
import { CAPTCHA_MESSAGES } from '../../services/sign-in/captcha-service.js';
import { pruneSubmissionGuards } from '../../services/recruiting/submission-intake.js';
import {
  CANDIDATE_LEAD,
  CONSULTATION_REQUEST,
  CONTACT_MESSAGE,
  FAST_CAPTCHA_ENV,
  solveCaptcha,
  unique,
} from '../../test/lead-fixtures.js';
import { describeOnEngines, requestsTo, useTestApp } from '../../test/test-api.js';

describeOnEngines('storing a submission once', (engine) => {
  // More submissions than one minute's form limit; the limit has tests of its own.
  const api = useTestApp(engine, {
    env: { ...FAST_CAPTCHA_ENV, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  const contactRows = (email: string) =>
    api.app.db.selectFrom('contact_messages').select('message').where('email', '=', email).execute();
  const leadRows = (email: string) =>
    api.app.db.selectFrom('candidate_leads').select('id').where('email', '=', email).execute();
  const renamed = async (table: string, run: () => Promise<void>) => {
    await api.app.db.schema.alterTable(table).renameTo(`${table}_away`).execute();
    try {
      await run();
    } finally {
      await api.app.db.schema.alterTable(`${table}_away`).renameTo(table).execute();
    }
  };

  it('stores a repeat sent after a restart once: the database remembers, not the process', async () => {
    const email = unique(CONTACT_MESSAGE.pro_email);
    expect(
      (await api.anonymous.post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: email })).statusCode,
    ).toBe(200);
    const restarted = await api.restart();
    const again = await requestsTo(restarted).post(API_PATHS.addContactUs, {
      ...CONTACT_MESSAGE,
      pro_email: email,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: SUCCESS_MESSAGES.submission });
    expect(await contactRows(email)).toHaveLength(1);
  });

  it('stores identical submissions sent at the same moment once, and answers each a success', async () => {
    const email = unique(CONTACT_MESSAGE.pro_email);
    const twins = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.anonymous.post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: email }),
      ),
    );
    expect(twins.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(await contactRows(email)).toHaveLength(1);

    const leadEmail = unique(CANDIDATE_LEAD.pro_email);
    const leads = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.anonymous.post(API_PATHS.addCandidateLead, { ...CANDIDATE_LEAD, pro_email: leadEmail }),
      ),
    );
    expect(leads.map((response) => response.statusCode)).toEqual(Array(5).fill(200));
    const [lead, ...others] = await leadRows(leadEmail);
    expect(others).toEqual([]);
    const skills = await api.app.db
      .selectFrom('candidate_lead_skills')
      .select('skill')
      .where('lead_id', '=', lead!.id)
      .execute();
    expect(skills).toHaveLength(CANDIDATE_LEAD.candidateSkills.length);
  });

  it('stores the same submission again once the duplicate window has passed', async () => {
    const email = unique(CONTACT_MESSAGE.pro_email);
    expect(
      (await api.anonymous.post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: email })).statusCode,
    ).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (DUPLICATE_WINDOW_SECONDS - 5) * 1000);
      expect(
        (await api.anonymous.post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: email }))
          .statusCode,
      ).toBe(200);
      expect(await contactRows(email)).toHaveLength(1);
      vi.setSystemTime(Date.now() + 10 * 1000);
      expect(
        (await api.anonymous.post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: email }))
          .statusCode,
      ).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(await contactRows(email)).toHaveLength(2);
  });

  it('spends a captcha token once, even when several requests bring it at the same moment', async () => {
    const email = unique(CONSULTATION_REQUEST.pro_email);
    const token = await solveCaptcha(api.app);
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        api.anonymous.post(
          API_PATHS.addContactUs,
          { ...CONSULTATION_REQUEST, pro_email: email, pro_message: `Request ${index}` },
          { headers: { [CAPTCHA_TOKEN_HEADER]: token } },
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of responses.filter((response) => response.statusCode === 400)) {
      expect(refused.json()).toEqual({
        message: CAPTCHA_MESSAGES.used,
        errors: { captcha: CAPTCHA_MESSAGES.used },
      });
    }
    expect(await contactRows(email)).toHaveLength(1);
  });

  it('stores each of several submissions of one form with its own values, its e-mail and its token', async () => {
    // On PostgreSQL the statement of a form's first submission is reused for the next ones: their values only.
    const sent = [];
    for (let index = 0; index < 3; index += 1) {
      const contact = {
        ...CONTACT_MESSAGE,
        pro_firstname: ['Ada', 'Ida', 'Eva'][index],
        pro_email: unique(CONTACT_MESSAGE.pro_email),
        pro_message: `Contact ${index}`,
      };
      const consultation = {
        ...CONSULTATION_REQUEST,
        pro_firstname: ['Grace', 'Alan', 'Edsger'][index],
        pro_email: unique(CONSULTATION_REQUEST.pro_email),
        pro_message: `Consultation ${index}`,
        pro_position: `CTO ${index}`,
      };
      expect((await api.anonymous.post(API_PATHS.addContactUs, contact)).statusCode).toBe(200);
      const token = await solveCaptcha(api.app);
      const headers = { [CAPTCHA_TOKEN_HEADER]: token };
      expect((await api.anonymous.post(API_PATHS.addContactUs, consultation, { headers })).statusCode).toBe(
        200,
      );
      const again = await api.anonymous.post(
        API_PATHS.addContactUs,
        { ...consultation, pro_message: `${consultation.pro_message}, again` },
        { headers },
      );
      expect(again.json()).toEqual({
        message: CAPTCHA_MESSAGES.used,
        errors: { captcha: CAPTCHA_MESSAGES.used },
      });
      sent.push({ ...contact, pro_position: null }, consultation);
    }
    for (const form of sent) {
      const row = await api.app.db
        .selectFrom('contact_messages')
        .select(['id', 'first_name', 'message', 'message_type', 'position'])
        .where('email', '=', form.pro_email)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        id: row.id,
        first_name: form.pro_firstname,
        message: form.pro_message,
        message_type: form.pro_messagetype,
        position: form.pro_position,
      });
      const confirmations = await api.app.db
        .selectFrom('mail_outbox')
        .select('cause_id')
        .where('recipient', '=', form.pro_email)
        .execute();
      expect(confirmations).toEqual([{ cause_id: row.id }]);
    }
  });

  it('keeps nothing of a submission whose write fails: no row, the fingerprint and captcha token unspent', async () => {
    const email = unique(CONSULTATION_REQUEST.pro_email);
    const token = await solveCaptcha(api.app);
    const consultation = { ...CONSULTATION_REQUEST, pro_email: email };
    await renamed('contact_messages', async () => {
      expect(
        (
          await api.anonymous.post(API_PATHS.addContactUs, consultation, {
            headers: { [CAPTCHA_TOKEN_HEADER]: token },
          })
        ).statusCode,
      ).toBe(500);
    });
    expect(await contactRows(email)).toHaveLength(0);
    // Sent again, the same submission with the same token is stored: nothing of the failed one was kept.
    expect(
      (
        await api.anonymous.post(API_PATHS.addContactUs, consultation, {
          headers: { [CAPTCHA_TOKEN_HEADER]: token },
        })
      ).statusCode,
    ).toBe(200);
    expect(await contactRows(email)).toHaveLength(1);

    // A lead whose skills cannot be written leaves no lead either.
    const leadEmail = unique(CANDIDATE_LEAD.pro_email);
    const sendLead = () =>
      api.anonymous.post(API_PATHS.addCandidateLead, { ...CANDIDATE_LEAD, pro_email: leadEmail });
    await renamed('candidate_lead_skills', async () => {
      expect((await sendLead()).statusCode).toBe(500);
    });
    expect(await leadRows(leadEmail)).toHaveLength(0);
    expect((await sendLead()).statusCode).toBe(200);
    expect(await leadRows(leadEmail)).toHaveLength(1);
  });

  it('prunes the fingerprints past the window and the captcha tokens past their expiry', async () => {
    const { db } = api.app;
    const now = new Date('2030-01-01T12:00:00.000Z');
    const at = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
    await db
      .insertInto('submission_fingerprints')
      .values([
        { fingerprint: 'prune-old', seen_at: at(DUPLICATE_WINDOW_SECONDS + 1) },
        { fingerprint: 'prune-recent', seen_at: at(DUPLICATE_WINDOW_SECONDS - 1) },
      ])
      .execute();
    await db
      .insertInto('captcha_used_tokens')
      .values([
        { token_id: 'prune-expired', used_at: at(700), expires_at: at(1) },
        { token_id: 'prune-valid', used_at: at(700), expires_at: at(-1) },
      ])
      .execute();
    await pruneSubmissionGuards(db, now);
    const fingerprints = await db
      .selectFrom('submission_fingerprints')
      .select('fingerprint')
      .where('fingerprint', 'like', 'prune-%')
      .execute();
    expect(fingerprints).toEqual([{ fingerprint: 'prune-recent' }]);
    const tokens = await db
      .selectFrom('captcha_used_tokens')
      .select('token_id')
      .where('token_id', 'like', 'prune-%')
      .execute();
    expect(tokens).toEqual([{ token_id: 'prune-valid' }]);
  });
});
