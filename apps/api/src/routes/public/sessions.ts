import {
  ACCOUNT_NOT_ACTIVE_MESSAGE,
  API_PATHS,
  AUTH_MESSAGES,
  LoginSessionSchema,
  LogoutResponseSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { HttpError } from '../../errors.js';
import { authRateLimit } from '../shared/rate-limits.js';
import { createSessionCookie } from './session-cookie.js';

/** Sessions: a 15-minute access token renewed with the rotating refresh cookie, and logout. */
export const sessionRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const { sessions } = app.services;
  const cookie = createSessionCookie(env, app.services);

  app.post(
    API_PATHS.refreshToken,
    {
      config: authRateLimit(env),
      schema: {
        tags: ['auth'],
        summary: 'A new access token for the refresh cookie (which is rotated)',
        response: { 200: LoginSessionSchema },
      },
    },
    async (request, reply) => {
      const current = cookie.read(request);
      const renewed = current ? await sessions.renewSession(current) : undefined;
      if (!renewed || renewed === 'inactive') {
        cookie.clear(reply);
        if (renewed === 'inactive') throw new HttpError(403, ACCOUNT_NOT_ACTIVE_MESSAGE);
        throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
      }
      if (renewed.refreshToken) cookie.set(reply, renewed.refreshToken);
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
      const current = cookie.read(request);
      if (current) await sessions.endSession(current);
      cookie.clear(reply);
      return true;
    },
  );
};
