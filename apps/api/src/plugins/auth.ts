import type { UserType } from '@smartmove/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.js';
import { loadSecret } from '../services/secrets.js';
import { createTokenService, type AuthUser, type TokenService } from '../services/token-service.js';
import { HttpError } from './error-handler.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: answers 401 unless the request carries a valid bearer token. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: 401 without a valid token, 403 unless the user has one of the roles. */
    requireRole(...roles: UserType[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** The signed-in user of an authenticated route (after `authenticate` or `requireRole`). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'Please sign in');
  return request.user;
}

/** Bearer-token authentication and role checks; the server enforces access, the client only mirrors it. */
export const authPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const secret = await loadSecret(app.db, 'jwt-secret', env.JWT_SECRET, env.DATA_DIR);
  const tokens = createTokenService(new TextEncoder().encode(secret));
  app.decorate('tokens', tokens);
  app.decorateRequest('user', undefined);

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    const user = token ? await tokens.verifyAccessToken(token) : undefined;
    if (!user) throw new HttpError(401, 'Please sign in');
    request.user = user;
  };
  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: UserType[]): preHandlerAsyncHookHandler => {
    return async function requireRoleHandler(this: FastifyInstance, request, reply) {
      await authenticate.call(this, request, reply);
      if (!roles.includes(requireUser(request).userType)) {
        throw new HttpError(403, 'You are not allowed to do this');
      }
    };
  });
});
