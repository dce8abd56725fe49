import type { Env } from '../config/env.js';

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
