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
  RegisterBodySchema,
  SendVerificationBodySchema,
  SendVerificationResponseSchema,
  payloadPhone,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { HttpError, RateLimitedError } from '../../errors.js';
import { requireCaptcha } from '../shared/captcha-answers.js';
import { authRateLimit } from '../shared/rate-limits.js';
import { createSessionCookie } from './session-cookie.js';

/**
 * Phone sign-up and sign-in with SMS codes: send a code (captcha first), verify a code (which signs an
 * account in, or lets a new phone register), register a phone verified moments ago; and CheckUser, which
 * tells nobody whether a phone has an account.
 */
export const phoneSignInRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const { otp, phoneLogin } = app.services;
  const cookie = createSessionCookie(env, app.services);

  app.post(
    API_PATHS.sendVerification,
    {
      config: authRateLimit(env),
      schema: {
        tags: ['auth'],
        summary:
          'Send a 6-digit code by SMS (same answer whether or not the phone has an account); needs a solved ' +
          'captcha. Answers the verificationId that CheckVerification needs, also set as an HttpOnly cookie',
        body: SendVerificationBodySchema,
        headers: CaptchaHeadersSchema,
        response: { 200: SendVerificationResponseSchema },
      },
    },
    async (request, reply) => {
      // Spent at once: nothing else is stored with it, and a refused send still cost the token.
      requireCaptcha(
        await app.services.captcha.verifyAndSpend(request.headers[CAPTCHA_TOKEN_HEADER], request.ip),
      );
      const phone = request.body.phoneNo;
      const result = await otp.sendCode(phone, request.ip, cookie.readKnownDevice(request, phone));
      if ('refused' in result) throw new RateLimitedError(result.message, result.retryAfterSeconds);
      cookie.setVerification(reply, result.sent.verificationId);
      return { sent: true as const, ...result.sent };
    },
  );

  app.post(
    API_PATHS.checkUser,
    {
      config: authRateLimit(env),
      schema: {
        tags: ['auth'],
        summary:
          'Kept for clients that ask whether a phone has an account (phoneNo in the query and the body): ' +
          'answers userExists false for every valid number, since only the code sent to the phone may tell',
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
      // Whether the phone has an account is told only to whoever proves to hold it: CheckVerification signs
      // an account in, or lets a new phone register. False sends a client down the sign-up path, which
      // signs an existing account in after its code.
      return { userExists: false as const };
    },
  );

  app.post(
    API_PATHS.checkVerification,
    {
      config: authRateLimit(env),
      schema: {
        tags: ['auth'],
        summary:
          'Verify a code with the verificationId of its SendVerification (in the body or its cookie): signs an ' +
          'existing account in (session + refresh cookie), or marks a new phone verified',
        body: CheckVerificationBodySchema,
        response: { 200: CheckVerificationResponseSchema },
      },
    },
    async (request, reply) => {
      const verificationId = request.body.verificationId ?? cookie.readVerification(request);
      const result = await phoneLogin.verify(payloadPhone(request.body), request.body.code, verificationId);
      if ('refused' in result) throw new HttpError(400, result.message, { code: result.message });
      cookie.clearVerification(reply);
      if ('user' in result) return cookie.signIn(reply, result.user);
      const { registerWithinSeconds } = result;
      if (verificationId) cookie.setRegistration(reply, verificationId, registerWithinSeconds);
      return { verified: true as const, registered: false as const, registerWithinSeconds };
    },
  );

  app.post(
    API_PATHS.registerRequestToken,
    {
      config: authRateLimit(env),
      schema: {
        tags: ['auth'],
        summary:
          'Create the account of a phone verified moments ago and sign it in; needs the verificationId that ' +
          'verified it (in the body or the cookie CheckVerification set)',
        body: RegisterBodySchema,
        response: { 200: LoginSessionSchema },
      },
    },
    async (request, reply) => {
      const { name, email, userType, companyName } = request.body;
      const phone = payloadPhone(request.body);
      const verificationId = request.body.verificationId ?? cookie.readVerification(request);
      const result = await phoneLogin.register({ phone, name, email, userType, companyName }, verificationId);
      if ('refused' in result) {
        if (result.refused === 'account-exists') throw new HttpError(409, result.message);
        throw new HttpError(400, result.message, { phoneNo: result.message });
      }
      cookie.clearVerification(reply, API_PATHS.registerRequestToken);
      return cookie.signIn(reply, result.user);
    },
  );
};
