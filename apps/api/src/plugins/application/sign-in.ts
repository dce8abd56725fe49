import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BRAND_NAME } from '../../config/brand.js';
import type { Env } from '../../config/env.js';
import { createOtpService, type OtpService } from '../../services/otp-service.js';
import { createPhoneLoginService, type PhoneLoginService } from '../../services/phone-login-service.js';
import { loadSecret } from '../../services/secrets.js';
import { createSessionService, type SessionService } from '../../services/session-service.js';
import { createSmsProvider } from '../../services/sms-provider.js';
import { createSocialLoginService, type SocialLoginService } from '../../services/social-login-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One-time codes by SMS, with their limits (docs/product.md#sign-in). */
    otp: OtpService;
    /** Phone sign-in and sign-up on top of the codes. */
    phoneLogin: PhoneLoginService;
    /** OpenID Connect sign-in (a clear refusal when it is not configured). */
    socialLogin: SocialLoginService;
    /** Access tokens and rotating refresh tokens. */
    sessions: SessionService;
  }
}

/** How long a verified phone without an account may register (POST register-request-token). */
export const REGISTRATION_WINDOW_SECONDS = 5 * 60;

/** The services of the sign-in calls (routes/public/auth.ts); after the repositories and the auth plugin. */
export const signInPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const { users } = app.repositories;
  const otp = createOtpService({
    repository: app.repositories.otpCodes,
    sms: createSmsProvider(env),
    secret: Buffer.from(await loadSecret(app.db, 'otp-secret', env.OTP_SECRET, env.DATA_DIR), 'utf8'),
    brandName: BRAND_NAME,
    ttlSeconds: env.OTP_TTL_SECONDS,
    resendCooldownSeconds: env.OTP_RESEND_COOLDOWN_SECONDS,
    phoneHourlyLimit: env.OTP_PHONE_HOURLY_LIMIT,
    phoneHourlyCeiling: env.OTP_PHONE_HOURLY_CEILING,
    ipHourlyLimit: env.OTP_IP_HOURLY_LIMIT,
    registrationWindowSeconds: REGISTRATION_WINDOW_SECONDS,
  });
  app.decorate('otp', otp);
  app.decorate('phoneLogin', createPhoneLoginService({ otp, users }));
  app.decorate(
    'socialLogin',
    createSocialLoginService(
      env.OIDC_ISSUER && env.OIDC_AUDIENCE
        ? { issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE, jwksUrl: env.OIDC_JWKS_URL }
        : undefined,
      users,
    ),
  );
  app.decorate(
    'sessions',
    createSessionService({
      db: app.db,
      tokens: app.tokens,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
    }),
  );
});
