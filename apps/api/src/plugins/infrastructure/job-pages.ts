import fs from 'node:fs';
import path from 'node:path';
import {
  JOB_NO_LONGER_OPEN_MESSAGE,
  JOB_POSTING_ELEMENT_ID,
  jobDetailsUrl,
  jobPageMeta,
  jobPostingJsonLd,
  MESSAGES,
  PAGE_DATA_ELEMENT_ID,
  PUBLIC_ROUTES,
  SERVED_HEAD_ATTRIBUTE,
  type C2CJob,
  type JobSite,
} from '@smartmove/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  escapeHtmlText,
  indeedFeedXml,
  sitemapWithJobs,
  type ListedJob,
} from '../../services/recruiting/job-posting.js';
import {
  cacheBody,
  jsonForScript,
  pageDataElement,
  QUICK,
  withAdditions,
  type CachedBody,
  type CachedPage,
  type PageCache,
} from '../../adapters/page-cache.js';

/** The explanation under the details page's heading for a closed job (as the page in the browser says). */
const CLOSED_TEXT = 'It has been filled or withdrawn. Other C2C jobs are open on the job board.';
/** The same for a job that does not exist (or was removed). */
const MISSING_TEXT = 'This job has been filled or removed, or the link is not right.';

/**
 * The site's canonical origin as its built pages name it (the home page's canonical link), so the job
 * pages, the sitemap and the feed give the same addresses as every other page; `fallback` without one.
 */
export function canonicalOrigin(cache: PageCache, fallback: string): string {
  const home = cache.pages.get('/')?.raw.toString('utf8') ?? '';
  const href = /<link\s+rel="canonical"\s+href="([^"]+)"/.exec(home)?.[1];
  if (!href) return fallback;
  try {
    return new URL(href).origin;
  } catch {
    return fallback;
  }
}

/**
 * The head of an open job's details page: its title, description and canonical link (marked: the page in
 * the browser replaces them with its own, which say the same), its data and its JobPosting.
 */
function openJobHead(job: C2CJob, site: JobSite): string {
  const meta = jobPageMeta(job);
  return [
    `<title ${SERVED_HEAD_ATTRIBUTE}="">${escapeHtmlText(`${site.name} | ${meta.title}`)}</title>`,
    `<meta name="description" content="${escapeHtmlText(meta.description)}" ${SERVED_HEAD_ATTRIBUTE}=""/>`,
    `<link rel="canonical" href="${escapeHtmlText(jobDetailsUrl(site, job.pro_jobname))}" ${SERVED_HEAD_ATTRIBUTE}=""/>`,
    pageDataElement(PAGE_DATA_ELEMENT_ID, { job }),
    `<script type="application/ld+json" id="${JOB_POSTING_ELEMENT_ID}">${jsonForScript(jobPostingJsonLd(job, site))}</script>`,
  ].join('');
}

/**
 * A details page without a job (404 or 410): its title, kept out of search results, and the page's text
 * for readers that run no script (the page in the browser says the same once its code has run).
 */
function noJobPage(shell: CachedPage, site: JobSite, title: string, heading: string, text: string) {
  return withAdditions(
    shell,
    `<title ${SERVED_HEAD_ATTRIBUTE}="">${escapeHtmlText(`${site.name} | ${title}`)}</title>` +
      '<meta name="robots" content="noindex"/>',
    `<noscript><h1>${escapeHtmlText(heading)}</h1><p>${escapeHtmlText(text)}</p></noscript>`,
  );
}

export interface JobPagesOptions {
  buildDir: string;
  site: JobSite;
  /** The details route's shell. */
  shell: CachedPage;
  sendPage: (request: FastifyRequest, reply: FastifyReply, page: CachedPage, scripts?: CachedPage) => unknown;
  sendCached: (
    request: FastifyRequest,
    reply: FastifyReply,
    body: CachedBody,
    contentType: string,
    cacheControl: string,
  ) => unknown;
}

const XML = 'application/xml; charset=utf-8';

/**
 * What search engines and job boards read about the jobs: a job's details page with its JobPosting in the
 * HTML (404 for an unknown job, 410 for a closed one), /sitemap.xml with every open job, and /jobs.xml, the
 * open jobs in Indeed's XML format. The two lists are rebuilt when the open jobs change (asked of the
 * database on each request, so a job posted or closed in any process shows at once) and kept otherwise.
 */
export function registerJobPages(app: FastifyInstance, options: JobPagesOptions) {
  const { site, shell, sendPage, sendCached } = options;
  const jobs = app.queries.c2cJobs;
  const sitemapFile = path.join(options.buildDir, 'sitemap.xml');
  const builtSitemap = fs.existsSync(sitemapFile) ? fs.readFileSync(sitemapFile, 'utf8') : undefined;
  const notFound = noJobPage(shell, site, 'Job not found', MESSAGES.notFound.heading, MISSING_TEXT);
  const gone = noJobPage(shell, site, JOB_NO_LONGER_OPEN_MESSAGE, JOB_NO_LONGER_OPEN_MESSAGE, CLOSED_TEXT);

  const detailsPage = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const jobName = request.params.id;
    let job: C2CJob | undefined;
    let closed = false;
    try {
      job = await jobs.findOpenByName(jobName);
      closed = !job && (await jobs.isClosed(jobName));
    } catch (error) {
      // Without its data the page still works: it asks the API, which answers for itself.
      request.log.warn({ err: error }, 'page data unavailable');
      return sendPage(request, reply, shell);
    }
    if (job) return sendPage(request, reply, withAdditions(shell, openJobHead(job, site)), shell);
    reply.code(closed ? 410 : 404);
    return sendPage(request, reply, closed ? gone : notFound, shell);
  };

  /** A list built from the open jobs, kept until they change. */
  const keptList = (build: (open: ListedJob[]) => string) => {
    let kept: { version: string; body: CachedBody } | undefined;
    return async (): Promise<CachedBody> => {
      const version = await jobs.openJobsVersion();
      if (kept?.version === version) return kept.body;
      const body = cacheBody(Buffer.from(build(await jobs.listOpenWithDates())), QUICK);
      kept = { version, body };
      return body;
    };
  };
  const sitemap = keptList((open) => sitemapWithJobs(builtSitemap, open, site));
  const feed = keptList((open) => indeedFeedXml(open, site, new Date()));

  app.get<{ Params: { id: string } }>(
    PUBLIC_ROUTES.c2cJobBoardDetails,
    { schema: { hide: true } },
    detailsPage,
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendCached(request, reply, await sitemap(), XML, 'no-cache'),
  );
  app.get('/jobs.xml', { schema: { hide: true } }, async (request, reply) =>
    sendCached(request, reply, await feed(), XML, 'no-cache'),
  );
}
