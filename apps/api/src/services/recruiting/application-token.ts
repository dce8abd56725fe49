import { APPLICATION_TOKEN_PATTERN, PUBLIC_ROUTES } from '@smartmove/contract';
import type { Env } from '../../config/env.js';
import { pageUrl } from '../site-links.js';

/** Whether a string could be a token at all: anything else is refused without a database read. */
export function isWellFormedApplicationToken(token: string): boolean {
  return APPLICATION_TOKEN_PATTERN.test(token);
}

/** The status page's absolute URL, as the confirmation e-mail links it. */
export function applicationStatusUrl(env: Pick<Env, 'SITE_URL' | 'PORT'>, token: string): string {
  return pageUrl(env, PUBLIC_ROUTES.myApplication, { token });
}
