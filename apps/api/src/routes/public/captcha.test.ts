import { API_PATHS, CAPTCHA_TOKEN_HEADER } from '@smartmove/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CAPTCHA_MESSAGES } from '../../services/sign-in/captcha-service.js';
import {
  CONSULTATION_REQUEST,
  startFakeRecaptcha,
  type FakeRecaptcha,
  unique,
} from '../../test/lead-fixtures.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

describeOnEngines('reCAPTCHA verification', (engine) => {
  let google: FakeRecaptcha;
  beforeAll(async () => {
    google = await startFakeRecaptcha();
  });
  afterAll(() => google.close());
  const api = useTestApp(engine, () => ({
    env: {
      RECAPTCHA_SITE_KEY: 'site-key-123',
      RECAPTCHA_SECRET: 'secret-456',
      RECAPTCHA_VERIFY_URL: google.url,
    },
  }));

  it('tells the page to load reCAPTCHA with the site key, and lets its script and frame through the CSP', async () => {
    const response = await api.anonymous.get(API_PATHS.captchaConfig);
    expect(response.json()).toEqual({
      provider: 'recaptcha',
      variant: 'normal',
      language: 'en',
      siteKey: 'site-key-123',
    });
    // Pages get the CSP from the same directives (the test app serves no web app: any other path shows it).
    const page = await api.anonymous.get('/free-consultation');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(
      /script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//,
    );
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.google\.com\/recaptcha\//);
  });

  it('verifies the token with the secret and the caller IP, then refuses it again', async () => {
    const email = unique(CONSULTATION_REQUEST.pro_email);
    const send = (token: string) =>
      api.anonymous.post(
        API_PATHS.addContactUs,
        { ...CONSULTATION_REQUEST, pro_email: email },
        { headers: { [CAPTCHA_TOKEN_HEADER]: token } },
      );
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
    const rows = await api.app.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 503 when Google answers with an error page', async () => {
    const response = await api.anonymous.post(API_PATHS.addContactUs, CONSULTATION_REQUEST, {
      headers: { [CAPTCHA_TOKEN_HEADER]: 'server-error' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: CAPTCHA_MESSAGES.unavailable });
  });
});
