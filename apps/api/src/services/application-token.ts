import { APPLICATION_TOKEN_PATTERN, PUBLIC_ROUTES } from '@smartmove/contract';
import type { Env } from '../config/env.js';

/** Whether a string could be a token at all: anything else is refused without a database read. */
export function isWellFormedApplicationToken(token: string): boolean {
  return APPLICATION_TOKEN_PATTERN.test(token);
}

/** The site's own address for links in e-mail. */
export function siteUrl(env: Pick<Env, 'SITE_URL' | 'PORT'>): string {
  return env.SITE_URL ?? `http://localhost:${env.PORT}`;
}

/**
 * A page's absolute URL for a link in e-mail (docs/product.md#e-mail): its route pattern from the contract,
 * each `:name` filled in, and an optional query (the People list opened on one person).
 */
export function pageUrl(
  env: Pick<Env, 'SITE_URL' | 'PORT'>,
  pattern: string,
  params: Record<string, string> = {},
  query?: Record<string, string>,
): string {
  const path = pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${siteUrl(env)}${path}${search}`;
}

/** The status page's absolute URL, as the confirmation e-mail links it. */
export function applicationStatusUrl(env: Pick<Env, 'SITE_URL' | 'PORT'>, token: string): string {
  return pageUrl(env, PUBLIC_ROUTES.myApplication, { token });
}
