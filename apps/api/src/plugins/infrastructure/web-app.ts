import fastifyStatic from '@fastify/static';
import {
  isApiUrl,
  PAGE_DATA_ELEMENT_ID,
  PRERENDERED_PATHS,
  PUBLIC_ROUTES,
  ROUTE_PATTERNS,
  type JobPageData,
} from '@smartmove/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';
import { loadPageCache, withPageData, type CachedBody, type CachedPage } from '../../adapters/page-cache.js';
import { BRAND_NAME } from '../../config/brand.js';
import { siteUrl } from '../../services/site-links.js';
import { canonicalOrigin, registerJobPages } from './job-pages.js';
import { cspDirectives, serializeCsp } from './security.js';

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  contentType: string,
  cacheControl: string,
) {
  reply
    .header('content-type', contentType)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding');
  reply.header('etag', body.etag);
  if (request.headers['if-none-match'] === body.etag && reply.statusCode === 200) {
    return reply.code(304).send();
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.raw);
}

const HTML = 'text/html; charset=utf-8';
const HTML_CACHE = 'no-cache';

/**
 * Serves the built web app: prerendered pages from memory, for pages rendered in the browser the shell
 * of their route (with the first data of a job's page), hashed assets from disk, and the 404 page with
 * status 404 for any unknown path.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const buildDir = env.WEB_BUILD_DIR;
  const cache = loadPageCache(buildDir);
  const directives = cspDirectives(env);
  // Each page's CSP names its own inline scripts; it is worked out once, not per request.
  const pageCsp = new Map<CachedPage, string>(
    [...cache.pages.values(), cache.fallback, ...cache.shells.values(), cache.notFound].map((page) => [
      page,
      serializeCsp(directives, page.scriptHashes),
    ]),
  );
  /** `scripts`: the page whose inline scripts it runs (a shell with data runs the shell's). */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: CachedPage, scripts = page) => {
    reply.header(
      'content-security-policy',
      pageCsp.get(scripts) ?? serializeCsp(directives, scripts.scriptHashes),
    );
    return sendCached(request, reply, page, HTML, HTML_CACHE);
  };

  // The apply page carries the open job it shows; an unknown or closed job gets the plain shell, and the
  // page asks the API, which says why. The details page is job-pages.ts's.
  const jobs = app.queries.c2cJobs;
  const jobPageData = async (jobName: string): Promise<JobPageData | undefined> => {
    const job = await jobs.findOpenByName(jobName);
    return job ? { job } : undefined;
  };
  const pageData: Record<string, (params: Record<string, string>) => Promise<object | undefined>> = {
    [PUBLIC_ROUTES.applyNow]: ({ id = '' }) => jobPageData(id),
  };

  await app.register(fastifyStatic, {
    root: buildDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    redirect: false,
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes('/assets/');
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  // Pages name their icon (/favicon.svg); a browser showing a file or an API answer in a tab asks for
  // /favicon.ico instead.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );

  const prerendered = new Set(PRERENDERED_PATHS);
  for (const [urlPath, page] of cache.pages) {
    if (!prerendered.has(urlPath) || urlPath === PUBLIC_ROUTES.notFound) continue;
    app.get(urlPath, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, page));
  }
  registerJobPages(app, {
    buildDir,
    site: { origin: canonicalOrigin(cache, siteUrl(env)), name: BRAND_NAME },
    shell: cache.shells.get(PUBLIC_ROUTES.c2cJobBoardDetails) ?? cache.fallback,
    sendPage,
    sendCached,
  });
  for (const pattern of ROUTE_PATTERNS) {
    if (cache.pages.has(pattern) && pattern !== PUBLIC_ROUTES.notFound) continue;
    if (pattern === PUBLIC_ROUTES.c2cJobBoardDetails) continue;
    const shell = cache.shells.get(pattern) ?? cache.fallback;
    const loadData = pageData[pattern];
    app.get(pattern, { schema: { hide: true } }, async (request, reply) => {
      if (pattern === PUBLIC_ROUTES.notFound) return sendPage(request, reply, cache.notFound);
      // Without its data the page still works: it asks the API, which answers for itself.
      const data = await loadData?.(request.params as Record<string, string>).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page data unavailable');
        return undefined;
      });
      if (!data) return sendPage(request, reply, shell);
      return sendPage(request, reply, withPageData(shell, PAGE_DATA_ELEMENT_ID, data), shell);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiUrl(request.url) &&
      !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    reply.code(404);
    if (wantsPage) return sendPage(request, reply, cache.notFound);
    return reply.send({ message: 'Not found' });
  });
});
