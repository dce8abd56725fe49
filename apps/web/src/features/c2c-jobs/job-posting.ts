import type { C2CJob } from '@smartmove/contract';
import { SITE } from '../../config/site';

/** "$75/hr C2C" → 75 an hour in USD, when the rate says so. */
function parseHourlyRate(rate: string): number | undefined {
  const match = /\$\s*(\d+(?:\.\d+)?)\s*\/\s*(?:hr|hour)/i.exec(rate);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** "Seattle, WA" → Seattle in WA. */
function parseLocation(location: string): { locality: string; region?: string } {
  const [locality = location, region] = location.split(',').map((part) => part.trim());
  return region ? { locality, region } : { locality };
}

/** schema.org JobPosting for a job details page (structured data for job search engines). */
export function jobPostingJsonLd(job: C2CJob, path: string) {
  const hourly = parseHourlyRate(job.pro_rate);
  const place = parseLocation(job.pro_location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.pro_jobtitle,
    description: `<p>${escapeHtml(job.pro_description)}</p><p>Skills: ${escapeHtml(job.pro_skills)}</p>`,
    identifier: { '@type': 'PropertyValue', name: SITE.name, value: job.pro_jobid },
    datePosted: job.pro_postedon,
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
    ...(hourly
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: { '@type': 'QuantitativeValue', value: hourly, unitText: 'HOUR' },
          },
        }
      : {}),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The JSON text of a `<script type="application/ld+json">`; `<` is escaped so no text can end the script. */
export function serializeStructuredData(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
