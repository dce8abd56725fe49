import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';
import { loadSecret } from '../../services/secrets.js';
import {
  createCaptchaService,
  captchaRefusal,
  type CaptchaCheck,
  type CaptchaService,
} from '../../services/captcha-service.js';

export interface SpendingCaptchaService extends CaptchaService {
  /**
   * Verifies the token and spends it at once in the database (replay refused across processes), for
   * calls that store nothing of their own to spend it with (SendVerification).
   */
  verifyAndSpend(token: string | undefined, remoteIp: string): Promise<CaptchaCheck>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: SpendingCaptchaService;
  }
}

/**
 * The captcha of the consultation, apply and SendVerification calls (docs/product.md#captcha): self-hosted ALTCHA,
 * or reCAPTCHA v2 when configured.
 */
export const captchaPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const service = createCaptchaService({
    variant: env.CAPTCHA_VARIANT,
    expirySeconds: env.CAPTCHA_EXPIRY_SECONDS,
    altchaCost: env.ALTCHA_COST,
    altchaMaxCounter: env.ALTCHA_MAX_COUNTER,
    altchaHmacSecret: await loadSecret(app.db, 'altcha-secret', env.ALTCHA_HMAC_SECRET, env.DATA_DIR),
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
    recaptchaSecret: env.RECAPTCHA_SECRET,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL,
  });
  const tokens = app.repositories.captchaTokens;
  app.decorate('captcha', {
    ...service,
    async verifyAndSpend(token, remoteIp) {
      const check = await service.verify(token, remoteIp);
      if ('refused' in check) return check;
      return (await tokens.spend(check.verified, new Date())) ? check : captchaRefusal('used');
    },
  } satisfies SpendingCaptchaService);
});
