import {
  API_PATHS,
  ApiErrorSchema,
  CAPTCHA_TOKEN_HEADER,
  MESSAGES,
  SUCCESS_MESSAGES,
} from '@smartmove/contract';
import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_MESSAGES } from '../../services/sign-in/captcha-service.js';
import {
  CANDIDATE_LEAD,
  CONSULTATION_REQUEST,
  CONTACT_MESSAGE,
  FAST_CAPTCHA_ENV,
  solveCaptcha,
  unique,
} from '../../test/lead-fixtures.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

describeOnEngines('inquiry forms', (engine) => {
  const api = useTestApp(engine, { env: FAST_CAPTCHA_ENV });
  const contactRows = (email: string) =>
    api.app.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

  describe('POST /CRM/AddContactUs, contact message', () => {
    it('stores exactly what was sent and answers the thank-you text', async () => {
      const email = unique(CONTACT_MESSAGE.pro_email);
      const response = await api.anonymous.post(API_PATHS.addContactUs, {
        ...CONTACT_MESSAGE,
        pro_email: email,
      });
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
      const response = await api.anonymous.post(API_PATHS.addContactUs, { pro_messagetype: 166110000 });
      expect(response.statusCode).toBe(400);
      const body = ApiErrorSchema.parse(response.json());
      expect(body.errors).toMatchObject({
        pro_firstname: MESSAGES.contact.firstName,
        pro_email: MESSAGES.contact.emailRequired,
        pro_message: MESSAGES.contact.message,
      });
    });

    it('refuses an invalid e-mail and an unknown message type', async () => {
      const invalidEmail = await api.anonymous.post(API_PATHS.addContactUs, {
        ...CONTACT_MESSAGE,
        pro_email: 'ada@example',
      });
      expect(invalidEmail.statusCode).toBe(400);
      expect(invalidEmail.json().errors).toEqual({ pro_email: MESSAGES.contact.emailInvalid });
      const wrongType = await api.anonymous.post(API_PATHS.addContactUs, {
        ...CONTACT_MESSAGE,
        pro_messagetype: 1,
      });
      expect(wrongType.statusCode).toBe(400);
      expect(Object.keys(wrongType.json().errors)).toEqual(['pro_messagetype']);
    });

    it('stores an identical submission repeated within the window only once', async () => {
      const email = unique(CONTACT_MESSAGE.pro_email);
      const first = await api.anonymous.post(API_PATHS.addContactUs, {
        ...CONTACT_MESSAGE,
        pro_email: email,
      });
      const again = await api.anonymous.post(API_PATHS.addContactUs, {
        ...CONTACT_MESSAGE,
        pro_email: email,
        pro_message: `  ${CONTACT_MESSAGE.pro_message} `,
      });
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: SUCCESS_MESSAGES.submission });
      expect(await contactRows(email)).toHaveLength(1);
      const different = await api.anonymous.post(API_PATHS.addContactUs, {
        ...CONTACT_MESSAGE,
        pro_email: email,
        pro_message: 'Another question.',
      });
      expect(different.statusCode).toBe(200);
      expect(await contactRows(email)).toHaveLength(2);
    });

    it('answers a filled honeypot like a success but stores nothing', async () => {
      const email = unique(CONTACT_MESSAGE.pro_email);
      const response = await api.anonymous.post(API_PATHS.addContactUs, {
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
      const token = await solveCaptcha(api.app);
      const response = await api.anonymous.post(
        API_PATHS.addContactUs,
        { ...CONSULTATION_REQUEST, pro_email: email },
        { headers: { [CAPTCHA_TOKEN_HEADER]: token } },
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
      const response = await api.anonymous.post(API_PATHS.addContactUs, {
        ...CONSULTATION_REQUEST,
        pro_email: email,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: CAPTCHA_MESSAGES.missing,
        errors: { captcha: CAPTCHA_MESSAGES.missing },
      });
      expect(await contactRows(email)).toHaveLength(0);
    });

    it('refuses a forged, a tampered and a replayed token', async () => {
      const email = unique(CONSULTATION_REQUEST.pro_email);
      const forged = await api.anonymous.post(
        API_PATHS.addContactUs,
        { ...CONSULTATION_REQUEST, pro_email: email },
        {
          headers: {
            [CAPTCHA_TOKEN_HEADER]: Buffer.from('{"challenge":null,"solution":null,"test":true}').toString(
              'base64',
            ),
          },
        },
      );
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe(CAPTCHA_MESSAGES.invalid);

      const token = await solveCaptcha(api.app);
      const decoded = JSON.parse(Buffer.from(token, 'base64').toString());
      decoded.challenge.parameters.expiresAt += 3600;
      const tampered = await api.anonymous.post(
        API_PATHS.addContactUs,
        { ...CONSULTATION_REQUEST, pro_email: email },
        { headers: { [CAPTCHA_TOKEN_HEADER]: Buffer.from(JSON.stringify(decoded)).toString('base64') } },
      );
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json().message).toBe(CAPTCHA_MESSAGES.invalid);

      const first = await api.anonymous.post(
        API_PATHS.addContactUs,
        { ...CONSULTATION_REQUEST, pro_email: email },
        { headers: { [CAPTCHA_TOKEN_HEADER]: token } },
      );
      expect(first.statusCode).toBe(200);
      const replayed = await api.anonymous.post(
        API_PATHS.addContactUs,
        { ...CONSULTATION_REQUEST, pro_email: email, pro_message: 'A second request' },
        { headers: { [CAPTCHA_TOKEN_HEADER]: token } },
      );
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json().message).toBe(CAPTCHA_MESSAGES.used);
      expect(await contactRows(email)).toHaveLength(1);
    });

    it('refuses a solved token once its challenge has expired', async () => {
      const email = unique(CONSULTATION_REQUEST.pro_email);
      const token = await solveCaptcha(api.app);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + (api.env.CAPTCHA_EXPIRY_SECONDS + 5) * 1000);
        const response = await api.anonymous.post(
          API_PATHS.addContactUs,
          { ...CONSULTATION_REQUEST, pro_email: email },
          { headers: { [CAPTCHA_TOKEN_HEADER]: token } },
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(CAPTCHA_MESSAGES.expired);
      } finally {
        vi.useRealTimers();
      }
      expect(await contactRows(email)).toHaveLength(0);
    });

    it('answers the consultation messages for missing fields before looking at the captcha', async () => {
      const response = await api.anonymous.post(API_PATHS.addContactUs, {
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
      const response = await api.anonymous.get(API_PATHS.captchaChallenge);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const challenge = response.json();
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
      expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
      const config = await api.anonymous.get(API_PATHS.captchaConfig);
      const page = await api.anonymous.get('/free-consultation');
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
      api.app.db.selectFrom('candidate_leads').selectAll().where('email', '=', email).execute();

    it('stores the lead and its skills in order, exactly as sent', async () => {
      const email = unique(CANDIDATE_LEAD.pro_email);
      const response = await api.anonymous.post(API_PATHS.addCandidateLead, {
        ...CANDIDATE_LEAD,
        pro_email: email,
      });
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
      const skills = await api.app.db
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

    it('takes only an http(s) LinkedIn address (one typed without https:// gets it)', async () => {
      for (const linkedIn of [
        'javascript:alert(1)',
        'JavaScript:alert(1)',
        'data:text/html;base64,PHNjcmlwdD4=',
        'mailto:a@example.com',
      ]) {
        const email = unique(CANDIDATE_LEAD.pro_email);
        const response = await api.anonymous.post(API_PATHS.addCandidateLead, {
          ...CANDIDATE_LEAD,
          pro_email: email,
          pro_url1: linkedIn,
        });
        expect(response.statusCode, linkedIn).toBe(400);
        expect(response.json().errors, linkedIn).toEqual({ pro_url1: MESSAGES.webAddressInvalid });
        expect(await leadRows(email)).toHaveLength(0);
      }
      const email = unique(CANDIDATE_LEAD.pro_email);
      const typed = await api.anonymous.post(API_PATHS.addCandidateLead, {
        ...CANDIDATE_LEAD,
        pro_email: email,
        pro_url1: 'linkedin.com/in/linus',
      });
      expect(typed.statusCode).toBe(200);
      expect(await leadRows(email)).toMatchObject([{ linkedin_url: 'https://linkedin.com/in/linus' }]);
    });

    it('answers the know-your-worth messages', async () => {
      const response = await api.anonymous.post(API_PATHS.addCandidateLead, {
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
      const response = await api.anonymous.post(API_PATHS.addCandidateLead, {
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
      await api.anonymous.post(API_PATHS.addCandidateLead, { ...CANDIDATE_LEAD, pro_email: email });
      const again = await api.anonymous.post(API_PATHS.addCandidateLead, {
        ...CANDIDATE_LEAD,
        pro_email: email,
      });
      expect(again.statusCode).toBe(200);
      expect(await leadRows(email)).toHaveLength(1);
      const trapEmail = unique(CANDIDATE_LEAD.pro_email);
      const trapped = await api.anonymous.post(API_PATHS.addCandidateLead, {
        ...CANDIDATE_LEAD,
        pro_email: trapEmail,
        website: 'filled',
      });
      expect(trapped.statusCode).toBe(200);
      expect(await leadRows(trapEmail)).toHaveLength(0);
    });
  });
});
