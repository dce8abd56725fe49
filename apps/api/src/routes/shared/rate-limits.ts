import type { Env } from '../../config/env.js';

/** Per-IP limit of every form endpoint, public or signed in (429 with Retry-After beyond it). */
export function formRateLimit(env: Env) {
  return { rateLimit: { max: env.FORM_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
}

/** Per-IP limit of each sign-in call (codes, sign-in, session renewal). */
export function authRateLimit(env: Env) {
  return { rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
}

/**
 * The config of a read that costs the server (an export, a stored file): the signed-in person's requests to
 * it are counted like writes (plugins/application/auth.ts); sendDownload refuses to serve without it.
 */
export const COSTLY_READ = { personRateLimit: true } as const;
