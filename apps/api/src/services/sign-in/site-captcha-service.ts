import { createCaptchaTokenRepository } from '../../repositories/sign-in/captcha-token-repository.js';
import {
  createCaptchaService,
  captchaRefusal,
  type CaptchaCheck,
  type CaptchaService,
} from './captcha-service.js';
import { loadSecret } from '../operations/secrets.js';
import type { ServiceDeps } from '../service-deps.js';

export interface SiteCaptchaService extends CaptchaService {
  /**
   * Verifies the token and spends it at once in the database (replay refused across processes), for
   * calls that store nothing of their own to spend it with (SendVerification).
   */
  verifyAndSpend(token: string | undefined, remoteIp: string): Promise<CaptchaCheck>;
}

/**
 * The captcha of the consultation, apply and SendVerification calls (docs/product.md#captcha): self-hosted ALTCHA,
 * or reCAPTCHA v2 when configured.
 */
export async function createSiteCaptchaService({ db, env }: ServiceDeps): Promise<SiteCaptchaService> {
  const service = createCaptchaService({
    variant: env.CAPTCHA_VARIANT,
    expirySeconds: env.CAPTCHA_EXPIRY_SECONDS,
    altchaCost: env.ALTCHA_COST,
    altchaMaxCounter: env.ALTCHA_MAX_COUNTER,
    altchaHmacSecret: await loadSecret(db, 'altcha-secret', env.ALTCHA_HMAC_SECRET, env.DATA_DIR),
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
    recaptchaSecret: env.RECAPTCHA_SECRET,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL,
  });
  return {
    ...service,
    async verifyAndSpend(token, remoteIp) {
      const check = await service.verify(token, remoteIp);
      if ('refused' in check) return check;
      const spent = await db
        .transaction()
        .execute((trx) => createCaptchaTokenRepository(trx).spend(check.verified, new Date()));
      return spent ? check : captchaRefusal('used');
    },
  };
}
