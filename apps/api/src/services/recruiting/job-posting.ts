import { jobDescriptionHtml, jobDetailsUrl, jobPlace, type C2CJob, type JobSite } from '@smartmove/contract';

/** An open job as the sitemap and the feed list it: the job and when it last changed. */
export interface ListedJob {
  job: C2CJob;
  /** ISO time of the last change (posting, edit), or the day it was posted for a seeded job. */
  updatedAt: string;
}

/** Text for an HTML attribute or element. */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Characters XML 1.0 does not allow in a document (control characters, unpaired surrogates, U+FFFE/F). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for an XML element or attribute: escaped, with characters XML cannot hold dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A CDATA section holding `text` as it is, even a text containing "]]>" (split across two sections). */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** An ISO date or time as RFC 822 (the feed's dates), or the time itself when it is not one. */
function rfc822(isoDateOrTime: string): string {
  const time = new Date(
    /^\d{4}-\d{2}-\d{2}$/.test(isoDateOrTime) ? `${isoDateOrTime}T00:00:00Z` : isoDateOrTime,
  );
  return Number.isNaN(time.getTime()) ? isoDateOrTime : time.toUTCString();
}

/**
 * The Indeed XML feed of open jobs: `<source>` with the publisher, its URL and when the feed was built, then
 * one `<job>` per open job (title, date, referencenumber, url, company, city, state, country, description,
 * salary, jobtype "contract"). Every text is a CDATA section, so any text of a job keeps the XML valid.
 */
export function indeedFeedXml(jobs: readonly ListedJob[], site: JobSite, builtAt: Date): string {
  const element = (name: string, text: string) => `    <${name}>${cdata(text)}</${name}>`;
  const entries = jobs.map(({ job }) => {
    const place = jobPlace(job);
    const lines = [
      element('title', job.pro_jobtitle),
      element('date', rfc822(job.pro_postedon)),
      element('referencenumber', job.pro_jobid),
      element('url', jobDetailsUrl(site, job.pro_jobname)),
      element('company', site.name),
      element('city', job.pro_remote ? '' : place.locality),
      element('state', job.pro_remote ? '' : (place.region ?? '')),
      element('country', 'US'),
      element('description', jobDescriptionHtml(job)),
      element('salary', job.pro_rate),
      element('jobtype', 'contract'),
      ...(job.pro_remote ? [element('remotetype', 'Fully remote')] : []),
    ];
    return `  <job>\n${lines.join('\n')}\n  </job>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    `  <publisher>${escapeXml(site.name)}</publisher>`,
    `  <publisherurl>${escapeXml(site.origin)}</publisherurl>`,
    `  <lastBuildDate>${escapeXml(builtAt.toUTCString())}</lastBuildDate>`,
    ...entries,
    '</source>',
    '',
  ].join('\n');
}

/** The sitemap's `<url>` entries of the open jobs' details pages, each with its last change. */
export function jobSitemapEntries(jobs: readonly ListedJob[], site: JobSite): string {
  return jobs
    .map(
      ({ job, updatedAt }) =>
        `  <url>\n    <loc>${escapeXml(jobDetailsUrl(site, job.pro_jobname))}</loc>\n` +
        `    <lastmod>${escapeXml(updatedAt)}</lastmod>\n  </url>\n`,
    )
    .join('');
}

/**
 * The site's sitemap with the open jobs added: the built one (the prerendered pages, written when the web
 * app was built) with the jobs' entries before its closing tag, or a sitemap of the jobs alone.
 */
export function sitemapWithJobs(builtSitemap: string | undefined, jobs: readonly ListedJob[], site: JobSite) {
  const entries = jobSitemapEntries(jobs, site);
  const closing = builtSitemap?.lastIndexOf('</urlset>') ?? -1;
  if (builtSitemap && closing >= 0) {
    return `${builtSitemap.slice(0, closing)}${entries}${builtSitemap.slice(closing)}`;
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `${entries}</urlset>`,
    '',
  ].join('\n');
}
