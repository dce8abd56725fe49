import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PATHS, PUBLIC_ROUTES } from '@smartmove/contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';

/** The origin of a tile URL template such as https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
export function tileSources(tileUrl: string): string[] {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl);
  if (!match?.[1]) return [];
  return [match[1].replace('{s}', '*')];
}

export type CspDirectives = Record<string, string[]>;

/** Google's reCAPTCHA script and frame hosts, allowed only when reCAPTCHA is configured (docs/product.md#captcha). */
export function recaptchaSources(env: Env): { script: string[]; frame: string[] } {
  if (!env.RECAPTCHA_SITE_KEY || !env.RECAPTCHA_SECRET) return { script: [], frame: [] };
  return {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  };
}

export function cspDirectives(env: Env): CspDirectives {
  const recaptcha = recaptchaSources(env);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...recaptcha.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tileSources(env.TILE_URL)],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    // blob: for the in-page viewer of a PDF receipt or certificate (web hooks/use-file-viewer.ts): a blob
    // URL only this page's own scripts made, typed by them as a PDF.
    'frame-src': ["'self'", ...recaptcha.frame, 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The CSP header value; a prerendered page adds the hashes of its own inline scripts to script-src. */
export function serializeCsp(directives: CspDirectives, scriptHashes: readonly string[] = []): string {
  return Object.entries(directives)
    .map(([name, values]) => {
      const all = name === 'script-src' ? [...values, ...scriptHashes.map((hash) => `'${hash}'`)] : values;
      return `${name} ${all.join(' ')}`;
    })
    .join('; ');
}

/**
 * The headers helmet sets, recorded once: with static directives they are the same for every response,
 * and running helmet's middleware per request halved the server's throughput.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The headers of the API's answers (JSON and files, never rendered as a page): nothing may run, frame or
 * sniff them. The page headers' script policy and window isolation do nothing for them, and the fourteen
 * headers a page carries cost each answer more than its body.
 */
export function apiHeaders(): Record<string, string> {
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** The headers of pages and their assets: a strict CSP with no 'unsafe-inline' script, nosniff, referrer policy. */
export function pageHeaders(env: Env): Record<string, string> {
  return helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(env) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/** The header set without Strict-Transport-Security, for an answer over plain HTTP (where browsers ignore it). */
function withoutHsts(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'strict-transport-security'));
}

/**
 * Security headers: the API's routes get the API's, everything else (pages, assets, 404) the page's. Both carry
 * Strict-Transport-Security (helmet's: a year, subdomains) whenever the request came over TLS: to this server, or
 * to a proxy TRUST_PROXY names, which says so in X-Forwarded-Proto (Fastify's request.protocol believes no one
 * else). Never over plain HTTP, where it would mean nothing and a local or test server must stay reachable.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const apiRoutes = new Set<string>(Object.values(API_PATHS));
  const overTls = { api: apiHeaders(), pages: pageHeaders(env) };
  const plain = { api: withoutHsts(overTls.api), pages: withoutHsts(overTls.pages) };
  // An approval link's page (docs/product.md#approve-from-the-e-mail) and a right-to-represent link's
  // (docs/product.md#submittals) hold their token in the address: no referrer, no search engine.
  const linkPages = [PUBLIC_ROUTES.decide, PUBLIC_ROUTES.rtr].map((route) =>
    route.slice(0, route.indexOf(':')),
  );
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.protocol === 'https' ? overTls : plain;
    reply.headers(apiRoutes.has(request.routeOptions.url ?? '') ? headers.api : headers.pages);
    if (linkPages.some((page) => request.url.startsWith(page))) {
      reply.headers({ 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow' });
    }
    done();
  });
});
