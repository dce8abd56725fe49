import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import {
  API_PATHS,
  AUTH_MESSAGES,
  CAPTCHA_TOKEN_HEADER,
  CaptchaHeadersSchema,
  CheckUserBodySchema,
  CheckUserQuerySchema,
  CheckUserResponseSchema,
  CheckVerificationBodySchema,
  CheckVerificationResponseSchema,
  FAKE_EMAIL_DOMAIN,
  LoginSessionSchema,
  LogoutResponseSchema,
  NAME_FIELD_MAX,
  RegisterBodySchema,
  SendVerificationBodySchema,
  SendVerificationResponseSchema,
  USER_TYPES,
  VerifySocialUserBodySchema,
  payloadPhone,
} from '@smartmove/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { preventCaching } from '../../plugins/auth.js';
import { requireCaptcha } from '../shared/captcha-answers.js';
import { HttpError, RateLimitedError } from '../../errors.js';
import { createOtpRepository } from '../../repositories/otp-repository.js';
import { createRefreshTokenRepository } from '../../repositories/refresh-token-repository.js';
import { createUsersRepository, type User } from '../../repositories/users-repository.js';
import { createOtpService } from '../../services/otp-service.js';
import { loadSecret } from '../../services/secrets.js';
import { createSessionService } from '../../services/session-service.js';
import { createSmsProvider } from '../../services/sms-provider.js';
import { createSocialLoginService } from '../../services/social-login-service.js';

/** The refresh token travels in this cookie, sent only to the refresh and logout calls. */
export const REFRESH_COOKIE = 'smartmove_refresh';
const REFRESH_COOKIE_PATHS = [API_PATHS.refreshToken, API_PATHS.logout];

/** How long a verified phone without an account may register (POST register-request-token). */
export const REGISTRATION_WINDOW_SECONDS = 5 * 60;

const BRAND_NAME = 'SmartMove';

/**
 * Phone sign-up and sign-in with SMS codes, sessions (15-minute access token plus a rotating refresh
 * cookie), OpenID Connect sign-in, logout. The signed-in user's profile calls are the portal's (profile.ts).
 */
export const authRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  // Only these routes read cookies; a cookie plugin registered app-wide later serves them just as well.
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  // Their answers carry tokens, sessions and profiles (this plugin's scope only).
  app.addHook('onRequest', preventCaching);

  const users = createUsersRepository(app.db);
  const otp = createOtpService({
    repository: createOtpRepository(app.db),
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
  const sessions = createSessionService({
    tokens: app.tokens,
    users,
    refreshTokens: createRefreshTokenRepository(app.db),
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
  });
  const social = createSocialLoginService(
    env.OIDC_ISSUER && env.OIDC_AUDIENCE
      ? { issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE, jwksUrl: env.OIDC_JWKS_URL }
      : undefined,
  );

  const rateLimit = { rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  const cookieOptions = (path: string) =>
    ({
      path,
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      maxAge: env.REFRESH_TOKEN_TTL_DAYS * 86_400,
    }) as const;

  function setRefreshCookie(reply: FastifyReply, token: string) {
    for (const path of REFRESH_COOKIE_PATHS) reply.setCookie(REFRESH_COOKIE, token, cookieOptions(path));
  }
  function clearRefreshCookie(reply: FastifyReply) {
    for (const path of REFRESH_COOKIE_PATHS) {
      reply.clearCookie(REFRESH_COOKIE, { path, httpOnly: true, secure: true, sameSite: 'strict' });
    }
  }
  const readRefreshCookie = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE] || undefined;

  async function signIn(reply: FastifyReply, user: User) {
    const { session, refreshToken } = await sessions.startSession(user);
    if (refreshToken) setRefreshCookie(reply, refreshToken);
    return session;
  }

  app.post(
    API_PATHS.sendVerification,
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Send a 6-digit code by SMS (same answer whether or not the phone has an account); needs a solved captcha',
        body: SendVerificationBodySchema,
        headers: CaptchaHeadersSchema,
        response: { 200: SendVerificationResponseSchema },
      },
    },
    async (request) => {
      // Spent at once: nothing else is stored with it, and a refused send still cost the token.
      requireCaptcha(await app.captcha.verifyAndSpend(request.headers[CAPTCHA_TOKEN_HEADER], request.ip));
      const result = await otp.sendCode(request.body.phoneNo, request.ip);
      if ('refused' in result) throw new RateLimitedError(result.message, result.retryAfterSeconds);
      return { sent: true as const, ...result.sent };
    },
  );

  app.post(
    API_PATHS.checkUser,
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Whether an account exists for the phone number (phoneNo in the query and the body)',
        querystring: CheckUserQuerySchema,
        body: CheckUserBodySchema,
        response: { 200: CheckUserResponseSchema },
      },
    },
    async (request) => {
      const fromQuery = request.query.phoneNo;
      const fromBody = request.body?.phoneNo;
      if (fromQuery && fromBody && fromQuery !== fromBody) {
        throw new HttpError(400, 'The phone numbers in the query and the body differ');
      }
      const phone = fromQuery ?? fromBody;
      if (!phone) {
        throw new HttpError(400, AUTH_MESSAGES.phoneRequired, { phoneNo: AUTH_MESSAGES.phoneRequired });
      }
      return { userExists: await users.existsByPhone(phone) };
    },
  );

  app.post(
    API_PATHS.checkVerification,
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Verify a code: signs an existing account in (session + refresh cookie), or marks a new phone verified',
        body: CheckVerificationBodySchema,
        response: { 200: CheckVerificationResponseSchema },
      },
    },
    async (request, reply) => {
      const phone = payloadPhone(request.body);
      const check = await otp.verifyCode(phone, request.body.code, request.ip);
      if ('refused' in check) throw new HttpError(400, check.message, { code: check.message });
      const user = await users.findByPhone(phone);
      if (user) return signIn(reply, user);
      const registerWithinSeconds = await otp.markPhoneVerified(phone);
      return { verified: true as const, registered: false as const, registerWithinSeconds };
    },
  );

  app.post(
    API_PATHS.registerRequestToken,
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create the account of a phone verified moments ago and sign it in',
        body: RegisterBodySchema,
        response: { 200: LoginSessionSchema },
      },
    },
    async (request, reply) => {
      const phone = payloadPhone(request.body);
      const { name, email, userType, companyName } = request.body;
      if (await users.existsByPhone(phone)) throw new HttpError(409, AUTH_MESSAGES.accountExists);
      if (!(await otp.consumePhoneVerification(phone))) {
        throw new HttpError(400, AUTH_MESSAGES.phoneNotVerified, { phoneNo: AUTH_MESSAGES.phoneNotVerified });
      }
      const user = await users.create(
        {
          phone,
          name,
          email,
          userType,
          companyName: userType === USER_TYPES.partner ? (companyName ?? null) : null,
        },
        new Date(),
      );
      if (!user) throw new HttpError(409, AUTH_MESSAGES.accountExists);
      return signIn(reply, user);
    },
  );

  app.post(
    API_PATHS.verifySocialUser,
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with an OpenID Connect ID token from the configured issuer (matched by its verified phone or e-mail)',
        body: VerifySocialUserBodySchema,
        response: { 200: LoginSessionSchema },
      },
    },
    async (request, reply) => {
      const check = await social.verifyIdToken(request.body.idToken);
      if ('refused' in check) {
        throw new HttpError(check.refused === 'not-configured' ? 400 : 401, check.message);
      }
      const { identity } = check;
      let user = identity.phone ? await users.findByPhone(identity.phone) : undefined;
      if (!user && identity.email) {
        const matches = await users.listByEmail(identity.email);
        if (matches.length === 1) user = matches[0];
      }
      if (!user && identity.phone) {
        // A verified phone without an account: create it; without a real e-mail it gets a placeholder.
        user = await users.create(
          {
            phone: identity.phone,
            name: (identity.name ?? `${BRAND_NAME} member`).slice(0, NAME_FIELD_MAX),
            email: identity.email ?? `${randomUUID()}@${FAKE_EMAIL_DOMAIN}`,
            userType: request.body.userType ?? USER_TYPES.employee,
          },
          new Date(),
        );
        user ??= await users.findByPhone(identity.phone);
      }
      if (!user) throw new HttpError(404, AUTH_MESSAGES.socialNoAccount);
      return signIn(reply, user);
    },
  );

  app.post(
    API_PATHS.refreshToken,
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        summary: 'A new access token for the refresh cookie (which is rotated)',
        response: { 200: LoginSessionSchema },
      },
    },
    async (request, reply) => {
      const current = readRefreshCookie(request);
      const renewed = current ? await sessions.renewSession(current) : undefined;
      if (!renewed) {
        clearRefreshCookie(reply);
        throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
      }
      if (renewed.refreshToken) setRefreshCookie(reply, renewed.refreshToken);
      return renewed.session;
    },
  );

  app.post(
    API_PATHS.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the refresh token of this login; answers true',
        response: { 200: LogoutResponseSchema },
      },
    },
    async (request, reply) => {
      const current = readRefreshCookie(request);
      if (current) await sessions.endSession(current);
      clearRefreshCookie(reply);
      return true;
    },
  );
};
