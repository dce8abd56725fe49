import {
  ACCOUNT_STATUSES,
  canSignIn,
  hasStaffRole,
  PENDING_APPROVAL_MESSAGE,
  type AccountStatus,
  type StaffRole,
  type UserType,
} from '@smartmove/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';
import { loadSecret } from '../../services/secrets.js';
import { createTokenService, type TokenService } from '../../services/token-service.js';
import { HttpError } from '../../errors.js';

/** The signed-in user of a request, as the database knows them now (not as their token was signed). */
export interface SignedInUser {
  id: string;
  userType: UserType;
  name: string;
  status: AccountStatus;
  staffRoles: StaffRole[];
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: answers 401 unless the request carries a valid bearer token (routes/portal's hook). */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook: 401 without a valid token, 403 unless the user has one of the roles. */
    requireRole(...roles: UserType[]): onRequestAsyncHookHandler;
    /** onRequest hook: 401 without a valid token, 403 unless the user holds one of the staff roles (or admin). */
    requireStaffRole(...roles: StaffRole[]): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user?: SignedInUser;
  }
  interface FastifyContextConfig {
    /** A signed-in account still waiting for approval may call this route (its own profile). */
    allowPending?: true;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * Answers that carry a token or a signed-in user's data are kept by no cache (a shared proxy, the
 * browser's back-forward history); set by the authentication hook and by the sign-in routes' hook.
 */
export function preventCaching(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header('cache-control', 'no-store');
  done();
}

/** The signed-in user of an authenticated route (after `authenticate` or `requireRole`). */
export function requireUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new HttpError(401, 'Please sign in');
  return request.user;
}

/**
 * Bearer-token authentication and role checks; the server enforces access, the client only mirrors it.
 * Routes use them as `onRequest` hooks, so 401 and 403 are decided before the body is read or validated.
 */
export const authPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const secret = await loadSecret(app.db, 'jwt-secret', env.JWT_SECRET, env.DATA_DIR);
  const tokens = createTokenService(new TextEncoder().encode(secret));
  app.decorate('tokens', tokens);
  app.decorateRequest('user', undefined);

  // A check run later than onRequest would let a stranger's body be parsed and validated first (a 400
  // before the 401); a route that places one there fails at start instead.
  const authHooks = new WeakSet<object>();
  app.addHook('onRoute', (route) => {
    for (const phase of ['preParsing', 'preValidation', 'preHandler'] as const) {
      const hooks = [route[phase] ?? []].flat() as object[];
      if (hooks.some((hook) => authHooks.has(hook))) {
        throw new Error(`${route.method} ${route.url}: authenticate and requireRole run as onRequest hooks`);
      }
    }
  });

  const users = app.repositories.users;
  const authenticate: onRequestAsyncHookHandler = async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request);
    const claims = token ? await tokens.verifyAccessToken(token) : undefined;
    // Read on every call, so that a deactivation or a change of roles holds from the next request on.
    const account = claims ? await users.findById(claims.id) : undefined;
    // A declined or deactivated account's tokens are refused on their next use.
    if (!account || !canSignIn(account.status)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'Please sign in');
    }
    if (account.status === ACCOUNT_STATUSES.pending && !request.routeOptions.config.allowPending) {
      throw new HttpError(403, PENDING_APPROVAL_MESSAGE);
    }
    request.user = {
      id: account.id,
      userType: account.userType,
      name: account.name,
      status: account.status,
      staffRoles: account.staffRoles,
    };
  };
  authHooks.add(authenticate);
  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: UserType[]): onRequestAsyncHookHandler => {
    const requireRoleHandler: onRequestAsyncHookHandler = async function (
      this: FastifyInstance,
      request,
      reply,
    ) {
      // Under routes/portal the folder's hook has authenticated the request already.
      if (!request.user) await authenticate.call(this, request, reply);
      if (!roles.includes(requireUser(request).userType)) {
        throw new HttpError(403, 'You are not allowed to do this');
      }
    };
    authHooks.add(requireRoleHandler);
    return requireRoleHandler;
  });
  app.decorate('requireStaffRole', (...roles: StaffRole[]): onRequestAsyncHookHandler => {
    const requireStaffRoleHandler: onRequestAsyncHookHandler = async function (
      this: FastifyInstance,
      request,
      reply,
    ) {
      if (!request.user) await authenticate.call(this, request, reply);
      if (!hasStaffRole(requireUser(request).staffRoles, ...roles)) {
        throw new HttpError(403, 'You are not allowed to do this');
      }
    };
    authHooks.add(requireStaffRoleHandler);
    return requireStaffRoleHandler;
  });
});
