import { API_PATHS, LoginSessionSchema, VerifySocialUserBodySchema } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { HttpError } from '../../errors.js';
import { authRateLimit } from '../shared/rate-limits.js';
import { createSessionCookie } from './session-cookie.js';

/** Not configured: the client cannot fix it (400); a token not taken: 401; nobody to sign in: 404. */
const REFUSAL_STATUS = { 'not-configured': 400, 'invalid-token': 401, 'no-account': 404 } as const;

/** OpenID Connect sign-in: an ID token of the configured issuer signs its account in (or creates it). */
export const socialSignInRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const cookie = createSessionCookie(env, app.services);

  app.post(
    API_PATHS.verifySocialUser,
    {
      config: authRateLimit(env),
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with an OpenID Connect ID token from the configured issuer (matched by its verified phone or e-mail)',
        body: VerifySocialUserBodySchema,
        response: { 200: LoginSessionSchema },
      },
    },
    async (request, reply) => {
      const result = await app.services.socialLogin.signIn(request.body.idToken, request.body.userType);
      if ('refused' in result) throw new HttpError(REFUSAL_STATUS[result.refused], result.message);
      return cookie.signIn(reply, result.user);
    },
  );
};
