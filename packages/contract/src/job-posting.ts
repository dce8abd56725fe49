import { parseHourlyPay } from './job-pay.js';
import { PUBLIC_ROUTES } from './routes.js';
import type { C2CJob } from './schemas/records.js';
import { textBlocks } from './text-blocks.js';

/** How long an open job's posting says it stays valid, from the day the page is shown. */
const VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the job pages live: the site's canonical origin ("https://www.example.com") and its name. */
export interface JobSite {
  origin: string;
  name: string;
}

/** The absolute URL of a job's public details page. */
export function jobDetailsUrl(site: Pick<JobSite, 'origin'>, jobName: string): string {
  return `${site.origin}${PUBLIC_ROUTES.c2cJobBoardDetails.replace(':id', encodeURIComponent(jobName))}`;
}

/** "Seattle, WA" → Seattle in WA; "Remote (US)" → no place. */
export function jobPlace(job: C2CJob): { locality: string; region?: string } {
  const [locality = job.pro_location, region] = job.pro_location.split(',').map((part) => part.trim());
  return region ? { locality, region } : { locality };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The job's description as the page shows it (paragraphs and "- " lists), then its skills, as escaped HTML:
 * what JobPosting's description and the feed's description take. No text of the job becomes markup.
 */
export function jobDescriptionHtml(job: C2CJob): string {
  const blocks = textBlocks(job.pro_description)
    .map((block) =>
      block.kind === 'list'
        ? `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : `<p>${block.lines.map(escapeHtml).join('<br>')}</p>`,
    )
    .join('');
  return `${blocks}<p>Skills: ${escapeHtml(job.pro_skills)}</p>`;
}

/**
 * schema.org JobPosting of an open job (Google's job posting structured data): every property Google
 * requires (title, description, datePosted, hiringOrganization, jobLocation or, for a remote job,
 * jobLocationType TELECOMMUTE with applicantLocationRequirements) and validThrough, employmentType,
 * baseSalary (when the rate states an hourly pay), identifier and directApply. The server puts it in the
 * details page it sends; the page in the browser keeps that one element (JOB_POSTING_ELEMENT_ID).
 */
export function jobPostingJsonLd(job: C2CJob, site: JobSite, today: Date = new Date()) {
  const pay = parseHourlyPay(job.pro_rate);
  const place = jobPlace(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.pro_jobtitle,
    description: jobDescriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.pro_jobid },
    datePosted: job.pro_postedon,
    validThrough: new Date(today.getTime() + VALID_DAYS * DAY_MS).toISOString().slice(0, 10),
    employmentType: 'CONTRACTOR',
    url: jobDetailsUrl(site, job.pro_jobname),
    skills: job.pro_skills,
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: site.origin,
      logo: `${site.origin}/images/logo.svg`,
    },
    ...(job.pro_remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: place.locality,
              ...(place.region ? { addressRegion: place.region } : {}),
              addressCountry: 'US',
            },
          },
        }),
    ...(pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value:
              pay.min === pay.max
                ? { '@type': 'QuantitativeValue', value: pay.min, unitText: 'HOUR' }
                : { '@type': 'QuantitativeValue', minValue: pay.min, maxValue: pay.max, unitText: 'HOUR' },
          },
        }
      : {}),
  };
}
