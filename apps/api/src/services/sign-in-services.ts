import { BRAND_NAME } from '../config/brand.js';
import { createOtpRepository } from '../repositories/otp-repository.js';
import { createUsersRepository } from '../repositories/users-repository.js';
import { createOtpService } from './otp-service.js';
import { createPeopleService } from './people-service.js';
import { createPhoneLoginService } from './phone-login-service.js';
import { loadSecret } from './secrets.js';
import type { ServiceDeps } from './service-deps.js';
import { createSessionService } from './session-service.js';
import { createSmsProvider } from './sms-provider.js';
import { createSocialLoginService } from './social-login-service.js';

/** How long a verified phone without an account may register (POST register-request-token). */
export const REGISTRATION_WINDOW_SECONDS = 5 * 60;

/** The services of the sign-in calls (routes/public/auth.ts, docs/product.md#sign-in). */
export async function createSignInServices(deps: ServiceDeps) {
  const { db, env, tokens } = deps;
  const users = createUsersRepository(db);
  const { signUp } = createPeopleService(deps);
  const otp = createOtpService({
    repository: createOtpRepository(db),
    sms: createSmsProvider(env),
    secret: Buffer.from(await loadSecret(db, 'otp-secret', env.OTP_SECRET, env.DATA_DIR), 'utf8'),
    brandName: BRAND_NAME,
    ttlSeconds: env.OTP_TTL_SECONDS,
    resendCooldownSeconds: env.OTP_RESEND_COOLDOWN_SECONDS,
    phoneHourlyLimit: env.OTP_PHONE_HOURLY_LIMIT,
    phoneHourlyCeiling: env.OTP_PHONE_HOURLY_CEILING,
    ipHourlyLimit: env.OTP_IP_HOURLY_LIMIT,
    registrationWindowSeconds: REGISTRATION_WINDOW_SECONDS,
  });
  return {
    /** One-time codes by SMS, with their limits. */
    otp,
    /** Phone sign-in and sign-up on top of the codes. */
    phoneLogin: createPhoneLoginService({ otp, users, signUp }),
    /** OpenID Connect sign-in (a clear refusal when it is not configured). */
    socialLogin: createSocialLoginService(
      env.OIDC_ISSUER && env.OIDC_AUDIENCE
        ? { issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE, jwksUrl: env.OIDC_JWKS_URL }
        : undefined,
      users,
      signUp,
    ),
    /** Access tokens and rotating refresh tokens. */
    sessions: createSessionService({
      db,
      tokens,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
    }),
  };
}
