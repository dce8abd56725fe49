import { describe, expect, it } from 'vitest';
import { jobDescriptionHtml, jobPostingJsonLd } from './job-posting.js';
import type { C2CJob } from './schemas/records.js';

const job: C2CJob = {
  pro_jobid: 'id-1',
  pro_jobname: 'senior-data-engineer',
  pro_jobtitle: 'Senior Data Engineer',
  pro_location: 'Seattle, WA',
  pro_description: 'Pipelines <fast> & reliable',
  pro_skills: 'Python, Spark',
  pro_rate: '$75/hr C2C',
  pro_remote: false,
  pro_postedon: '2026-11-02',
};
const site = { origin: 'https://www.example.com', name: 'SmartMove' };

describe('JobPosting structured data', () => {
  it('describes an on-site job with its place, hourly pay and the date it is valid through', () => {
    const data = jobPostingJsonLd(job, site, new Date('2026-11-25T10:00:00Z'));
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Data Engineer',
      datePosted: '2026-11-02',
      validThrough: '2026-12-25',
      employmentType: 'CONTRACTOR',
      directApply: true,
      url: 'https://www.example.com/c2c-job-board-details/senior-data-engineer',
      identifier: { '@type': 'PropertyValue', name: 'SmartMove', value: 'id-1' },
      hiringOrganization: { name: 'SmartMove', sameAs: 'https://www.example.com' },
      jobLocation: { address: { addressLocality: 'Seattle', addressRegion: 'WA', addressCountry: 'US' } },
      baseSalary: { currency: 'USD', value: { value: 75, unitText: 'HOUR' } },
    });
    expect(data.description).toContain('&#60;fast&#62; &#38; reliable');
  });

  it("describes the job with the description's paragraphs and list, escaped", () => {
    expect(
      jobDescriptionHtml({ ...job, pro_description: 'We build:\n- <pipelines>\n- APIs\n\nJoin us.' }),
    ).toBe(
      '<p>We build:</p><ul><li>&#60;pipelines&#62;</li><li>APIs</li></ul><p>Join us.</p><p>Skills: Python, Spark</p>',
    );
  });

  it('marks a remote job as telecommuting from the US, without a salary when the rate states none', () => {
    const data = jobPostingJsonLd({ ...job, pro_remote: true, pro_rate: 'DOE' }, site);
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
    });
    expect(data).not.toHaveProperty('jobLocation');
    expect(data).not.toHaveProperty('baseSalary');
  });
});
