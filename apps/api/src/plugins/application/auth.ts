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
import { loadSecret } from '../../services/operations/secrets.js';
import { createTokenService, type TokenService } from '../../services/sign-in/token-service.js';
import type { CounterStore, CounterValue } from '../../adapters/counter-store.js';
import { HttpError, RateLimitedError } from '../../errors.js';

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
    /**
     * Whether the per-person limit counts this route's requests: every write does unless it says false;
     * a read only when it says true (an export or download that costs the server).
     */
    personRateLimit?: boolean;
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

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again later';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PERSON_WINDOW_SECONDS = 60;

/** Whether the per-person limit counts a request to this route (see FastifyContextConfig.personRateLimit). */
export function countsPerPerson(request: FastifyRequest): boolean {
  return request.routeOptions.config.personRateLimit ?? !READ_METHODS.has(request.method);
}

/**
 * The per-person limits of every signed-in write and costly read, from any address: `perRoute` requests a
 * minute to each route, and `total` to all of them together (so that one person cannot make `perRoute` of
 * every route), counted in the shared counters (Redis when set, so they hold across processes), then 429 with
 * Retry-After. The per-address limits of the form routes hold besides. An unreachable counter store lets the
 * request through, as the per-address limiter does.
 */
function createPersonRateLimit(counters: CounterStore, limits: { perRoute: number; total: number }) {
  return async (request: FastifyRequest, personId: string): Promise<void> => {
    if (!countsPerPerson(request)) return;
    const route = `person-requests:${personId}:${request.method}:${request.routeOptions.url ?? ''}`;
    let values: [CounterValue, CounterValue];
    try {
      values = await Promise.all([
        counters.add(route, 1, PERSON_WINDOW_SECONDS),
        counters.add(`person-requests:${personId}`, 1, PERSON_WINDOW_SECONDS),
      ]);
    } catch (error) {
      request.log.warn({ err: error }, 'per-person rate limit not counted');
      return;
    }
    const [ofRoute, ofPerson] = values;
    const over = [
      ...(ofRoute.total > limits.perRoute ? [ofRoute] : []),
      ...(ofPerson.total > limits.total ? [ofPerson] : []),
    ];
    if (over.length > 0) {
      throw new RateLimitedError(
        TOO_MANY_REQUESTS_MESSAGE,
        Math.max(...over.map((value) => value.resetInSeconds)),
      );
    }
  };
}

/**
 * Bearer-token authentication and role checks; the server enforces access, the client only mirrors it.
 * Routes use them as `onRequest` hooks, so 401 and 403 are decided before the body is read or validated;
 * `authenticate` also counts the person's writes (createPersonRateLimit), so a 429 comes before the body too.
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

  const users = app.queries.users;
  // Every authenticated request passes `authenticate` once (the folders' hooks, requireRole, requireStaffRole),
  // so no signed-in write escapes this limit; a route opts out only with config.personRateLimit: false.
  const limitPerPerson = createPersonRateLimit(app.counters, {
    perRoute: env.PERSON_RATE_LIMIT_PER_MINUTE,
    total: env.PERSON_TOTAL_RATE_LIMIT_PER_MINUTE,
  });
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
    await limitPerPerson(request, account.id);
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
