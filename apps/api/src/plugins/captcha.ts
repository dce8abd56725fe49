import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.js';
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
      dataDir: env.DATA_DIR,
      variant: env.CAPTCHA_VARIANT,
      expirySeconds: env.CAPTCHA_EXPIRY_SECONDS,
      altchaCost: env.ALTCHA_COST,
      altchaMaxCounter: env.ALTCHA_MAX_COUNTER,
      altchaHmacSecret: env.ALTCHA_HMAC_SECRET,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
      recaptchaSecret: env.RECAPTCHA_SECRET,
      recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL,
    }),
  );
});
