import {
  API_PATHS,
  ApiErrorSchema,
  CAPTCHA_TOKEN_HEADER,
  MESSAGES,
  SUCCESS_MESSAGES,
} from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRUNE_INTERVAL_MS } from '../../plugins/submission-pruning.js';
import {
  DUPLICATE_WINDOW_SECONDS,
  createSubmissionGuardRepository,
} from '../../repositories/submission-guard-repository.js';
import { CAPTCHA_MESSAGES } from '../../services/captcha-service.js';
import {
  CANDIDATE_LEAD,
  CONSULTATION_REQUEST,
  CONTACT_MESSAGE,
  FAST_CAPTCHA_ENV,
  solveCaptcha,
  startFakeRecaptcha,
  type FakeRecaptcha,
} from '../../test/lead-fixtures.js';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';

/** Each test varies the e-mail so that the repeat-recognition never joins two tests' submissions. */
let counter = 0;
const unique = (email: string) => email.replace('@', `+${++counter}@`);

describe.each(TEST_ENGINES)('lead forms on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine, { env: FAST_CAPTCHA_ENV });
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, payload, headers });
  const contactRows = (email: string) =>
    testApp.app.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

  describe('POST /CRM/AddContactUs, contact message', () => {
    it('stores exactly what was sent and answers the thank-you text', async () => {
      const email = unique(CONTACT_MESSAGE.pro_email);
      const response = await post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SUCCESS_MESSAGES.submission });
      const rows = await contactRows(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        message_type: 166110000,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        message: 'We need a data platform review.',
        partner_reference: '',
        employee_reference: '',
        phone: null,
        position: null,
        project: null,
      });
      expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(rows[0]!.created_at))).toBe(false);
    });

    it('answers 400 with the spec messages for every missing field', async () => {
      const response = await post(API_PATHS.addContactUs, { pro_messagetype: 166110000 });
      expect(response.statusCode).toBe(400);
      const body = ApiErrorSchema.parse(response.json());
      expect(body.errors).toMatchObject({
        pro_firstname: MESSAGES.contact.firstName,
        pro_email: MESSAGES.contact.emailRequired,
        pro_message: MESSAGES.contact.message,
      });
    });

    it('refuses an invalid e-mail and an unknown message type', async () => {
      const invalidEmail = await post(API_PATHS.addContactUs, {
        ...CONTACT_MESSAGE,
        pro_email: 'ada@example',
      });
      expect(invalidEmail.statusCode).toBe(400);
      expect(invalidEmail.json().errors).toEqual({ pro_email: MESSAGES.contact.emailInvalid });
      const wrongType = await post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_messagetype: 1 });
      expect(wrongType.statusCode).toBe(400);
      expect(Object.keys(wrongType.json().errors)).toEqual(['pro_messagetype']);
    });

    it('stores an identical submission repeated within the window only once', async () => {
      const email = unique(CONTACT_MESSAGE.pro_email);
      const first = await post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: email });
      const again = await post(API_PATHS.addContactUs, {
        ...CONTACT_MESSAGE,
        pro_email: email,
        pro_message: `  ${CONTACT_MESSAGE.pro_message} `,
      });
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: SUCCESS_MESSAGES.submission });
      expect(await contactRows(email)).toHaveLength(1);
      const different = await post(API_PATHS.addContactUs, {
        ...CONTACT_MESSAGE,
        pro_email: email,
        pro_message: 'Another question.',
      });
      expect(different.statusCode).toBe(200);
      expect(await contactRows(email)).toHaveLength(2);
    });

    it('answers a filled honeypot like a success but stores nothing', async () => {
      const email = unique(CONTACT_MESSAGE.pro_email);
      const response = await post(API_PATHS.addContactUs, {
        ...CONTACT_MESSAGE,
        pro_email: email,
        website: 'http://spam.example.com',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SUCCESS_MESSAGES.submission });
      expect(await contactRows(email)).toHaveLength(0);
    });
  });

  describe('POST /CRM/AddContactUs, consultation request', () => {
    it('stores a consultation with a solved captcha, with mobile, position and project', async () => {
      const email = unique(CONSULTATION_REQUEST.pro_email);
      const token = await solveCaptcha(testApp.app);
      const response = await post(
        API_PATHS.addContactUs,
        { ...CONSULTATION_REQUEST, pro_email: email },
        { [CAPTCHA_TOKEN_HEADER]: token },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SUCCESS_MESSAGES.consultation });
      const rows = await contactRows(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        message_type: 166110002,
        first_name: 'Grace Hopper',
        last_name: '',
        message: 'Modernise our claims pipeline.',
        partner_reference: '',
        employee_reference: '',
        phone: '+12015550199',
        position: 'CTO',
        project: 'Federal',
      });
    });

    it('refuses a consultation without a captcha token', async () => {
      const email = unique(CONSULTATION_REQUEST.pro_email);
      const response = await post(API_PATHS.addContactUs, { ...CONSULTATION_REQUEST, pro_email: email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: CAPTCHA_MESSAGES.missing,
        errors: { captcha: CAPTCHA_MESSAGES.missing },
      });
      expect(await contactRows(email)).toHaveLength(0);
    });

    it('refuses a forged, a tampered and a replayed token', async () => {
      const email = unique(CONSULTATION_REQUEST.pro_email);
      const forged = await post(
        API_PATHS.addContactUs,
        { ...CONSULTATION_REQUEST, pro_email: email },
        {
          [CAPTCHA_TOKEN_HEADER]: Buffer.from('{"challenge":null,"solution":null,"test":true}').toString(
            'base64',
          ),
        },
      );
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe(CAPTCHA_MESSAGES.invalid);

      const token = await solveCaptcha(testApp.app);
      const decoded = JSON.parse(Buffer.from(token, 'base64').toString());
      decoded.challenge.parameters.expiresAt += 3600;
      const tampered = await post(
        API_PATHS.addContactUs,
        { ...CONSULTATION_REQUEST, pro_email: email },
        { [CAPTCHA_TOKEN_HEADER]: Buffer.from(JSON.stringify(decoded)).toString('base64') },
      );
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json().message).toBe(CAPTCHA_MESSAGES.invalid);

      const first = await post(
        API_PATHS.addContactUs,
        { ...CONSULTATION_REQUEST, pro_email: email },
        { [CAPTCHA_TOKEN_HEADER]: token },
      );
      expect(first.statusCode).toBe(200);
      const replayed = await post(
        API_PATHS.addContactUs,
        { ...CONSULTATION_REQUEST, pro_email: email, pro_message: 'A second request' },
        { [CAPTCHA_TOKEN_HEADER]: token },
      );
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json().message).toBe(CAPTCHA_MESSAGES.used);
      expect(await contactRows(email)).toHaveLength(1);
    });

    it('refuses a solved token once its challenge has expired', async () => {
      const email = unique(CONSULTATION_REQUEST.pro_email);
      const token = await solveCaptcha(testApp.app);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + (testApp.env.CAPTCHA_EXPIRY_SECONDS + 5) * 1000);
        const response = await post(
          API_PATHS.addContactUs,
          { ...CONSULTATION_REQUEST, pro_email: email },
          { [CAPTCHA_TOKEN_HEADER]: token },
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(CAPTCHA_MESSAGES.expired);
      } finally {
        vi.useRealTimers();
      }
      expect(await contactRows(email)).toHaveLength(0);
    });

    it('answers the consultation messages for missing fields before looking at the captcha', async () => {
      const response = await post(API_PATHS.addContactUs, {
        ...CONSULTATION_REQUEST,
        pro_PhoneNo: '',
        pro_position: '',
        pro_project: undefined,
        pro_message: 'x'.repeat(301),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        pro_PhoneNo: MESSAGES.consultation.mobile,
        pro_position: MESSAGES.consultation.position,
        pro_project: MESSAGES.consultation.project,
        pro_message: MESSAGES.tooLong,
      });
    });

    it('offers a signed challenge that expires', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.captchaChallenge });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const challenge = response.json();
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
      expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
      const config = await testApp.app.inject({ method: 'GET', url: API_PATHS.captchaConfig });
      const page = await testApp.app.inject({ method: 'GET', url: '/free-consultation' });
      expect(String(page.headers['content-security-policy'])).not.toContain('google');
      expect(config.json()).toEqual({
        provider: 'altcha',
        variant: 'normal',
        language: 'en',
        challengeUrl: API_PATHS.captchaChallenge,
      });
    });
  });

  describe('POST /CRM/AddCandidateLead', () => {
    const leadRows = (email: string) =>
      testApp.app.db.selectFrom('candidate_leads').selectAll().where('email', '=', email).execute();

    it('stores the lead and its skills in order, exactly as sent', async () => {
      const email = unique(CANDIDATE_LEAD.pro_email);
      const response = await post(API_PATHS.addCandidateLead, { ...CANDIDATE_LEAD, pro_email: email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SUCCESS_MESSAGES.submission });
      const [lead, ...others] = await leadRows(email);
      expect(others).toHaveLength(0);
      expect(lead).toMatchObject({
        first_name: 'Linus',
        last_name: 'Torvalds',
        phone: '+919812345678',
        linkedin_url: 'https://www.linkedin.com/in/linus',
      });
      const skills = await testApp.app.db
        .selectFrom('candidate_lead_skills')
        .select(['position', 'skill', 'category', 'years_experience'])
        .where('lead_id', '=', lead!.id)
        .orderBy('position')
        .execute();
      expect(skills).toEqual([
        { position: 0, skill: 'PySpark', category: 'Programming Languages', years_experience: 4 },
        { position: 1, skill: 'Jenkins', category: 'Others', years_experience: 2 },
      ]);
    });

    it('answers the know-your-worth messages', async () => {
      const response = await post(API_PATHS.addCandidateLead, {
        pro_firstname: '',
        pro_lastname: '',
        pro_PhoneNo: '',
        pro_email: 'nope',
        pro_url1: '',
        candidateSkills: [],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        pro_firstname: MESSAGES.knowYourWorth.firstName,
        pro_lastname: MESSAGES.knowYourWorth.lastName,
        pro_PhoneNo: MESSAGES.knowYourWorth.mobile,
        pro_email: MESSAGES.knowYourWorth.emailInvalid,
        pro_url1: MESSAGES.knowYourWorth.linkedIn,
        candidateSkills: MESSAGES.knowYourWorth.noSkill,
      });
    });

    it('refuses a missing experience, a skill outside its category and a phone of another country', async () => {
      const response = await post(API_PATHS.addCandidateLead, {
        ...CANDIDATE_LEAD,
        pro_PhoneNo: '+442079460000',
        candidateSkills: [
          { pro_skills: 'Scala', pro_category: 'Programming Languages' },
          { pro_skills: 'Tableau', pro_YrsExp: 0, pro_category: 'Visualisation' },
          { pro_skills: 'Git', pro_YrsExp: 3, pro_category: 'Scripting' },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        pro_PhoneNo: MESSAGES.phoneInvalid,
        'candidateSkills.0.pro_YrsExp': MESSAGES.knowYourWorth.experience,
        'candidateSkills.1.pro_YrsExp': MESSAGES.knowYourWorth.experience,
        'candidateSkills.2.pro_skills': 'Unknown skill',
      });
    });

    it('stores a repeated lead once and drops a honeypot one', async () => {
      const email = unique(CANDIDATE_LEAD.pro_email);
      await post(API_PATHS.addCandidateLead, { ...CANDIDATE_LEAD, pro_email: email });
      const again = await post(API_PATHS.addCandidateLead, { ...CANDIDATE_LEAD, pro_email: email });
      expect(again.statusCode).toBe(200);
      expect(await leadRows(email)).toHaveLength(1);
      const trapEmail = unique(CANDIDATE_LEAD.pro_email);
      const trapped = await post(API_PATHS.addCandidateLead, {
        ...CANDIDATE_LEAD,
        pro_email: trapEmail,
        website: 'filled',
      });
      expect(trapped.statusCode).toBe(200);
      expect(await leadRows(trapEmail)).toHaveLength(0);
    });
  });
});

describe.each(TEST_ENGINES)('storing a submission once on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // More submissions than one minute's form limit; the limit has tests of its own.
    testApp = await createTestApp(engine, {
      env: { ...FAST_CAPTCHA_ENV, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
    });
  });
  afterAll(() => testApp.close());

  const post = (payload: object, headers: Record<string, string> = {}, app = testApp.app) =>
    app.inject({ method: 'POST', url: API_PATHS.addContactUs, payload, headers });
  const contactRows = (email: string) =>
    testApp.app.db.selectFrom('contact_messages').select('message').where('email', '=', email).execute();
  const leadRows = (email: string) =>
    testApp.app.db.selectFrom('candidate_leads').select('id').where('email', '=', email).execute();
  const renamed = async (table: string, run: () => Promise<void>) => {
    await testApp.app.db.schema.alterTable(table).renameTo(`${table}_away`).execute();
    try {
      await run();
    } finally {
      await testApp.app.db.schema.alterTable(`${table}_away`).renameTo(table).execute();
    }
  };

  it('stores a repeat sent after a restart once: the database remembers, not the process', async () => {
    const email = unique(CONTACT_MESSAGE.pro_email);
    expect((await post({ ...CONTACT_MESSAGE, pro_email: email })).statusCode).toBe(200);
    const restarted = await testApp.restart();
    const again = await post({ ...CONTACT_MESSAGE, pro_email: email }, {}, restarted);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: SUCCESS_MESSAGES.submission });
    expect(await contactRows(email)).toHaveLength(1);
  });

  it('stores identical submissions sent at the same moment once, and answers each a success', async () => {
    const email = unique(CONTACT_MESSAGE.pro_email);
    const twins = await Promise.all(
      Array.from({ length: 8 }, () => post({ ...CONTACT_MESSAGE, pro_email: email })),
    );
    expect(twins.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(await contactRows(email)).toHaveLength(1);

    const leadEmail = unique(CANDIDATE_LEAD.pro_email);
    const leads = await Promise.all(
      Array.from({ length: 5 }, () =>
        testApp.app.inject({
          method: 'POST',
          url: API_PATHS.addCandidateLead,
          payload: { ...CANDIDATE_LEAD, pro_email: leadEmail },
        }),
      ),
    );
    expect(leads.map((response) => response.statusCode)).toEqual(Array(5).fill(200));
    const [lead, ...others] = await leadRows(leadEmail);
    expect(others).toEqual([]);
    const skills = await testApp.app.db
      .selectFrom('candidate_lead_skills')
      .select('skill')
      .where('lead_id', '=', lead!.id)
      .execute();
    expect(skills).toHaveLength(CANDIDATE_LEAD.candidateSkills.length);
  });

  it('stores the same submission again once the duplicate window has passed', async () => {
    const email = unique(CONTACT_MESSAGE.pro_email);
    expect((await post({ ...CONTACT_MESSAGE, pro_email: email })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (DUPLICATE_WINDOW_SECONDS - 5) * 1000);
      expect((await post({ ...CONTACT_MESSAGE, pro_email: email })).statusCode).toBe(200);
      expect(await contactRows(email)).toHaveLength(1);
      vi.setSystemTime(Date.now() + 10 * 1000);
      expect((await post({ ...CONTACT_MESSAGE, pro_email: email })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(await contactRows(email)).toHaveLength(2);
  });

  it('spends a captcha token once, even when several requests bring it at the same moment', async () => {
    const email = unique(CONSULTATION_REQUEST.pro_email);
    const token = await solveCaptcha(testApp.app);
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        post(
          { ...CONSULTATION_REQUEST, pro_email: email, pro_message: `Request ${index}` },
          { [CAPTCHA_TOKEN_HEADER]: token },
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

  it('keeps nothing of a submission whose write fails: no row, the fingerprint and captcha token unspent', async () => {
    const email = unique(CONSULTATION_REQUEST.pro_email);
    const token = await solveCaptcha(testApp.app);
    const consultation = { ...CONSULTATION_REQUEST, pro_email: email };
    await renamed('contact_messages', async () => {
      expect((await post(consultation, { [CAPTCHA_TOKEN_HEADER]: token })).statusCode).toBe(500);
    });
    expect(await contactRows(email)).toHaveLength(0);
    // Sent again, the same submission with the same token is stored: nothing of the failed one was kept.
    expect((await post(consultation, { [CAPTCHA_TOKEN_HEADER]: token })).statusCode).toBe(200);
    expect(await contactRows(email)).toHaveLength(1);

    // A lead whose skills cannot be written leaves no lead either.
    const leadEmail = unique(CANDIDATE_LEAD.pro_email);
    const sendLead = () =>
      testApp.app.inject({
        method: 'POST',
        url: API_PATHS.addCandidateLead,
        payload: { ...CANDIDATE_LEAD, pro_email: leadEmail },
      });
    await renamed('candidate_lead_skills', async () => {
      expect((await sendLead()).statusCode).toBe(500);
    });
    expect(await leadRows(leadEmail)).toHaveLength(0);
    expect((await sendLead()).statusCode).toBe(200);
    expect(await leadRows(leadEmail)).toHaveLength(1);
  });

  it('prunes the fingerprints past the window and the captcha tokens past their expiry', async () => {
    const { db } = testApp.app;
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
    await createSubmissionGuardRepository(db).prune(now);
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

describe.each(TEST_ENGINES)('pruning on %s', (engine) => {
  it('deletes old fingerprints on its own timer, and stops it when the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let testApp: TestApp | undefined;
    try {
      testApp = await createTestApp(engine);
      const { db } = testApp.app;
      const old = new Date(Date.now() - (DUPLICATE_WINDOW_SECONDS + 60) * 1000).toISOString();
      await db.insertInto('submission_fingerprints').values({ fingerprint: 'old', seen_at: old }).execute();
      vi.advanceTimersByTime(PRUNE_INTERVAL_MS);
      await expect
        .poll(
          async () => (await db.selectFrom('submission_fingerprints').select('fingerprint').execute()).length,
        )
        .toBe(0);
      await testApp.app.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      await testApp?.close();
    }
  });
});

describe.each(TEST_ENGINES)('form rate limit on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine, { env: { FORM_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => testApp.close());

  it('answers 429 with Retry-After beyond the per-minute limit of each form endpoint', async () => {
    for (const url of [API_PATHS.addContactUs, API_PATHS.addCandidateLead, API_PATHS.uaSubmitCandidate]) {
      const statuses: number[] = [];
      let last;
      for (let attempt = 0; attempt < 3; attempt++) {
        last = await testApp.app.inject({ method: 'POST', url, payload: {} });
        statuses.push(last.statusCode);
      }
      expect(
        statuses.slice(0, 2).every((status) => status !== 429),
        url,
      ).toBe(true);
      expect(statuses[2], url).toBe(429);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(ApiErrorSchema.parse(last!.json()).message).toBe('Too many requests, please try again later');
    }
  });
});

describe.each(TEST_ENGINES)('reCAPTCHA verification on %s', (engine) => {
  let testApp: TestApp;
  let google: FakeRecaptcha;
  beforeAll(async () => {
    google = await startFakeRecaptcha();
    testApp = await createTestApp(engine, {
      env: {
        RECAPTCHA_SITE_KEY: 'site-key-123',
        RECAPTCHA_SECRET: 'secret-456',
        RECAPTCHA_VERIFY_URL: google.url,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await google.close();
  });

  it('tells the page to load reCAPTCHA with the site key, and lets its script and frame through the CSP', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.captchaConfig });
    expect(response.json()).toEqual({
      provider: 'recaptcha',
      variant: 'normal',
      language: 'en',
      siteKey: 'site-key-123',
    });
    // Pages get the CSP from the same directives (the test app serves no web app: any other path shows it).
    const page = await testApp.app.inject({ method: 'GET', url: '/free-consultation' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(
      /script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//,
    );
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.google\.com\/recaptcha\//);
  });

  it('verifies the token with the secret and the caller IP, then refuses it again', async () => {
    const email = unique(CONSULTATION_REQUEST.pro_email);
    const send = (token: string) =>
      testApp.app.inject({
        method: 'POST',
        url: API_PATHS.addContactUs,
        payload: { ...CONSULTATION_REQUEST, pro_email: email },
        headers: { [CAPTCHA_TOKEN_HEADER]: token },
      });
    const accepted = await send('good-token');
    expect(accepted.statusCode).toBe(200);
    expect(google.received.at(-1)).toEqual({
      secret: 'secret-456',
      response: 'good-token',
      remoteip: '127.0.0.1',
    });
    const replayed = await send('good-token');
    expect(replayed.statusCode).toBe(400);
    const invalid = await send('made-up');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(CAPTCHA_MESSAGES.invalid);
    const rows = await testApp.app.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 503 when Google answers with an error page', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: API_PATHS.addContactUs,
      payload: CONSULTATION_REQUEST,
      headers: { [CAPTCHA_TOKEN_HEADER]: 'server-error' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: CAPTCHA_MESSAGES.unavailable });
  });
});
