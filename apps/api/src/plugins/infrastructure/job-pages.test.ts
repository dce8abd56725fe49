import { API_PATHS, JOB_NO_LONGER_OPEN_MESSAGE, MESSAGES, type JobForm } from '@smartmove/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';
import { cdata, escapeXml } from '../../services/recruiting/job-posting.js';
import { DEMO_RECRUITER_ID } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const SCHEMA = 'https://schema.org/';
/** The pages name the site so (its built home page's canonical link). */
const ORIGIN = 'https://www.smartmove.example.com';
const RECRUITER = { id: DEMO_RECRUITER_ID, name: 'Recruiter' };

/** schema.org's context, offline: every term is a schema.org property or type. */
const documentLoader = (url: string) => {
  if (url.replace(/\/+$/, '') !== 'https://schema.org') throw new Error(`no remote documents: ${url}`);
  return Promise.resolve({ documentUrl: url, document: { '@context': { '@vocab': SCHEMA } } });
};
type ExpandOptions = Parameters<typeof jsonld.expand>[1];
const loaderOptions = { documentLoader } as unknown as ExpandOptions;

/** Every `<script type="application/ld+json">` of a page, its text as sent. */
function jsonLdScripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** The page's JobPostings, read by a JSON-LD processor (expanded: full schema.org IRIs). */
async function jobPostings(html: string) {
  const postings = [];
  for (const text of jsonLdScripts(html)) {
    const expanded = await jsonld.expand(JSON.parse(text) as object, loaderOptions);
    postings.push(...expanded.filter((node) => [node['@type']].flat().includes(`${SCHEMA}JobPosting`)));
  }
  return postings;
}

const HOSTILE = 'Own the </script><script>alert(1)</script> pipeline & the ]]> edge <b>case</b>';

const onSite: JobForm = {
  title: 'Data </script> Engineer & Analyst ]]>',
  location: 'Boise, ID',
  description: `${HOSTILE}\n\n- Spark\n- Kafka`,
  skills: 'Spark, Kafka',
  rate: '$70-$85/hr C2C',
  remote: false,
};
const remote: JobForm = {
  title: 'Remote Platform Engineer',
  location: 'Remote (US)',
  description: 'Run the platform.',
  skills: 'Go',
  rate: 'DOE',
  remote: true,
};

describe('XML text of the feed', () => {
  it('escapes text and keeps "]]>" inside CDATA', () => {
    expect(escapeXml(`a & <b> "c" 'd'\u0001`)).toBe('a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;');
    const xml = `<x>${cdata('one ]]> two')}</x>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(new XMLParser({ cdataPropName: false }).parse(xml)).toEqual({ x: 'one ]]> two' });
  });
});

describeOnEngines('jobs for search engines and job boards (%s)', (engine) => {
  const server = useTestApp(engine, () => ({ serveWeb: true, perTest: true }));

  const post = async (form: JobForm) => {
    const result = await server.app.services.c2cJobs.create(form, RECRUITER);
    if (!('job' in result)) throw new Error(`job not posted: ${result.refused}`);
    return result.job;
  };

  it("sends an open job's details page with its one JobPosting, title and description", async () => {
    const job = await post(onSite);
    const response = await server.anonymous.get(`/c2c-job-board-details/${job.jobName}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    // The hostile text never ends the script element: the JSON parses whole.
    expect(html).not.toContain('</script><script>alert(1)');
    const scripts = jsonLdScripts(html);
    expect(scripts).toHaveLength(1);
    const raw = JSON.parse(scripts[0]!) as Record<string, unknown>;
    expect(raw.title).toBe(onSite.title);
    expect(raw.description).toContain('&#60;/script&#62;&#60;script&#62;alert(1)');

    const [posting, ...others] = await jobPostings(html);
    expect(others).toHaveLength(0);
    for (const property of [
      'title',
      'description',
      'datePosted',
      'validThrough',
      'hiringOrganization',
      'jobLocation',
      'employmentType',
      'baseSalary',
      'identifier',
      'directApply',
    ]) {
      expect(posting, property).toHaveProperty([`${SCHEMA}${property}`]);
    }
    const compacted = await jsonld.compact(posting!, { '@vocab': SCHEMA }, loaderOptions);
    expect(compacted).toMatchObject({
      '@type': 'JobPosting',
      title: onSite.title,
      datePosted: job.postedOn,
      employmentType: 'CONTRACTOR',
      directApply: true,
      url: `${ORIGIN}/c2c-job-board-details/${job.jobName}`,
      identifier: { '@type': 'PropertyValue', name: 'SmartMove', value: job.id },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'SmartMove',
        sameAs: ORIGIN,
        logo: `${ORIGIN}/images/logo.svg`,
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Boise',
          addressRegion: 'ID',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 70, maxValue: 85, unitText: 'HOUR' },
      },
    });
    expect(String(compacted.validThrough) > new Date().toISOString().slice(0, 10)).toBe(true);

    expect(html).toMatch(
      /<title[^>]*>SmartMove \| Data &#60;\/script&#62; Engineer &#38; Analyst ]]&#62;<\/title>/,
    );
    expect(html).toContain(
      '<meta name="description" content="Data &#60;/script&#62; Engineer &#38; Analyst ]]&#62;: ',
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/c2c-job-board-details/${job.jobName}"`);
  });

  it('describes a remote job as telecommuting within the US, without a salary when the rate states none', async () => {
    const job = await post(remote);
    const response = await server.anonymous.get(`/c2c-job-board-details/${job.jobName}`);
    const [posting] = await jobPostings(response.body);
    const compacted = await jsonld.compact(posting!, { '@vocab': SCHEMA }, loaderOptions);
    expect(compacted).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
    });
    expect(compacted).not.toHaveProperty('jobLocation');
    expect(compacted).not.toHaveProperty('baseSalary');
  });

  it('answers 404 for an unknown job and 410 for a closed one, neither with a JobPosting', async () => {
    const missing = await server.anonymous.get('/c2c-job-board-details/no-such-job');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(MESSAGES.notFound.heading);
    expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
    expect(jsonLdScripts(missing.body)).toHaveLength(0);

    const job = await post(onSite);
    await server.app.services.c2cJobs.close(job.id, RECRUITER);
    const closed = await server.anonymous.get(`/c2c-job-board-details/${job.jobName}`);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain(JOB_NO_LONGER_OPEN_MESSAGE);
    expect(jsonLdScripts(closed.body)).toHaveLength(0);
    expect(closed.body).not.toContain('JobPosting');
  });

  it('lists every open job in the sitemap with its last change, and drops a closed one at once', async () => {
    const parser = new XMLParser({ isArray: (name) => name === 'url' });
    const read = async () => {
      const response = await server.anonymous.get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(XMLValidator.validate(response.body)).toBe(true);
      const urls = (
        parser.parse(response.body) as { urlset: { url: Array<{ loc: string; lastmod: string }> } }
      ).urlset.url;
      return new Map(urls.map((url) => [url.loc, url.lastmod]));
    };
    const before = await read();
    // The built pages stay listed next to the jobs.
    expect(before.has(`${ORIGIN}/about-us`)).toBe(true);
    expect(before.get(`${ORIGIN}/c2c-job-board-details/senior-data-engineer`)).toMatch(/^\d{4}-\d{2}-\d{2}/);

    const job = await post(onSite);
    const url = `${ORIGIN}/c2c-job-board-details/${job.jobName}`;
    const withJob = await read();
    expect(withJob.get(url)).toBe(job.updatedAt);
    expect(withJob.size).toBe(before.size + 1);

    await server.app.services.c2cJobs.close(job.id, RECRUITER);
    const afterClose = await read();
    expect(afterClose.has(url)).toBe(false);
    expect(afterClose.size).toBe(before.size);
  });

  it('gives job boards the open jobs as an Indeed XML feed, hostile text and all', async () => {
    const hostile = await post(onSite);
    const away = await post(remote);
    const closed = await post({ ...remote, title: 'Closed Role' });
    await server.app.services.c2cJobs.close(closed.id, RECRUITER);

    const response = await server.anonymous.get('/jobs.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const feed = new XMLParser({ isArray: (name) => name === 'job', parseTagValue: false }).parse(
      response.body,
    ) as {
      source: {
        publisher: string;
        publisherurl: string;
        lastBuildDate: string;
        job: Array<Record<string, string>>;
      };
    };
    expect(feed.source.publisher).toBe('SmartMove');
    expect(feed.source.publisherurl).toBe(ORIGIN);
    expect(Number.isNaN(Date.parse(feed.source.lastBuildDate))).toBe(false);

    const open = await server.anonymous.get(API_PATHS.uaGetC2CJobs, { pageSize: 100 });
    const openJobs = (open.json() as { items: unknown[]; total: number }).total;
    expect(feed.source.job).toHaveLength(openJobs);
    const byReference = new Map(feed.source.job.map((entry) => [entry.referencenumber, entry]));
    expect(byReference.has(closed.id)).toBe(false);
    expect(byReference.get(hostile.id)).toMatchObject({
      title: onSite.title,
      url: `${ORIGIN}/c2c-job-board-details/${hostile.jobName}`,
      company: 'SmartMove',
      city: 'Boise',
      state: 'ID',
      country: 'US',
      salary: onSite.rate,
      jobtype: 'contract',
    });
    const description = byReference.get(hostile.id)!.description!;
    expect(description).toContain('&#60;/script&#62;&#60;script&#62;alert(1)');
    expect(description).toContain('the ]]&#62; edge');
    expect(description).toContain('<ul><li>Spark</li><li>Kafka</li></ul>');
    expect(Number.isNaN(Date.parse(byReference.get(hostile.id)!.date!))).toBe(false);
    expect(byReference.get(away.id)).toMatchObject({
      city: '',
      state: '',
      country: 'US',
      jobtype: 'contract',
    });
  });
});
