import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.js';
import { loadSecret } from '../services/secrets.js';
import { createCaptchaService, type CaptchaService } from '../services/captcha-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

/** The consultation captcha (decisions §7): self-hosted ALTCHA, or reCAPTCHA v2 when configured. */
export const captchaPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  app.decorate(
    'captcha',
    createCaptchaService({
      variant: env.CAPTCHA_VARIANT,
      expirySeconds: env.CAPTCHA_EXPIRY_SECONDS,
      altchaCost: env.ALTCHA_COST,
      altchaMaxCounter: env.ALTCHA_MAX_COUNTER,
      altchaHmacSecret: await loadSecret(app.db, 'altcha-secret', env.ALTCHA_HMAC_SECRET, env.DATA_DIR),
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
      recaptchaSecret: env.RECAPTCHA_SECRET,
      recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL,
    }),
  );
});
