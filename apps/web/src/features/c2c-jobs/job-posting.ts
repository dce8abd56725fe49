import { parseHourlyPay, type C2CJob } from '@smartmove/contract';
import { textBlocks } from '../../components/ui/text-blocks';
import { SITE } from '../../config/site';

/** How long an open job's posting says it stays valid, from the day the page is shown. */
const VALID_DAYS = 30;

/** "Seattle, WA" → Seattle in WA. */
function parseLocation(location: string): { locality: string; region?: string } {
  const [locality = location, region] = location.split(',').map((part) => part.trim());
  return region ? { locality, region } : { locality };
}

/**
 * schema.org JobPosting for an open job's details page (structured data for job search engines), with
 * its hourly pay and how long it is valid: a closed job's page carries none.
 */
export function jobPostingJsonLd(job: C2CJob, path: string, today: Date = new Date()) {
  const pay = parseHourlyPay(job.pro_rate);
  const validThrough = new Date(today.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000);
  const place = parseLocation(job.pro_location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.pro_jobtitle,
    description: `${descriptionHtml(job.pro_description)}<p>Skills: ${escapeHtml(job.pro_skills)}</p>`,
    identifier: { '@type': 'PropertyValue', name: SITE.name, value: job.pro_jobid },
    datePosted: job.pro_postedon,
    validThrough: validThrough.toISOString().slice(0, 10),
    employmentType: 'CONTRACTOR',
    url: `${SITE.origin}${path}`,
    skills: job.pro_skills,
    hiringOrganization: { '@type': 'Organization', name: SITE.name, sameAs: SITE.origin },
    ...(job.pro_remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'United States' },
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

/** The description's paragraphs and lists (as the page shows them) as escaped HTML, which JobPosting takes. */
function descriptionHtml(text: string): string {
  return textBlocks(text)
    .map((block) =>
      block.kind === 'list'
        ? `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : `<p>${block.lines.map(escapeHtml).join('<br>')}</p>`,
    )
    .join('');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The JSON text of a `<script type="application/ld+json">`; `<` is escaped so no text can end the script. */
export function serializeStructuredData(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
