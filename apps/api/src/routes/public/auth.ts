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
  LoginSessionSchema,
  LogoutResponseSchema,
  RegisterBodySchema,
  SendVerificationBodySchema,
  SendVerificationResponseSchema,
  VerifySocialUserBodySchema,
  payloadPhone,
} from '@smartmove/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { preventCaching } from '../../plugins/auth.js';
import { requireCaptcha } from '../shared/captcha-answers.js';
import { HttpError, RateLimitedError } from '../../errors.js';
import type { User } from '../../repositories/users-repository.js';

/** The refresh token travels in this cookie, sent only to the refresh and logout calls. */
export const REFRESH_COOKIE = 'smartmove_refresh';
const REFRESH_COOKIE_PATHS = [API_PATHS.refreshToken, API_PATHS.logout];

/** not configured: the client cannot fix it (400); a token not taken: 401; nobody to sign in: 404. */
const SOCIAL_REFUSAL_STATUS = { 'not-configured': 400, 'invalid-token': 401, 'no-account': 404 } as const;

/**
 * Phone sign-up and sign-in with SMS codes, sessions (15-minute access token plus a rotating refresh
 * cookie), OpenID Connect sign-in, logout. The signed-in user's profile calls are the portal's (profile.ts).
 */
export const authRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  // Only these routes read cookies; a cookie plugin registered app-wide later serves them just as well.
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  // Their answers carry tokens, sessions and profiles (this plugin's scope only).
  app.addHook('onRequest', preventCaching);

  const { otp, phoneLogin, sessions, socialLogin } = app;
  const { users } = app.repositories;

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
      const result = await phoneLogin.verify(payloadPhone(request.body), request.body.code, request.ip);
      if ('refused' in result) throw new HttpError(400, result.message, { code: result.message });
      if ('user' in result) return signIn(reply, result.user);
      const { registerWithinSeconds } = result;
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
      const { name, email, userType, companyName } = request.body;
      const phone = payloadPhone(request.body);
      const result = await phoneLogin.register({ phone, name, email, userType, companyName });
      if ('refused' in result) {
        if (result.refused === 'account-exists') throw new HttpError(409, result.message);
        throw new HttpError(400, result.message, { phoneNo: result.message });
      }
      return signIn(reply, result.user);
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
      const result = await socialLogin.signIn(request.body.idToken, request.body.userType);
      if ('refused' in result) throw new HttpError(SOCIAL_REFUSAL_STATUS[result.refused], result.message);
      return signIn(reply, result.user);
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
