import type { C2CJob } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd, serializeStructuredData } from './job-posting';

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

describe('JobPosting structured data', () => {
  it('describes an on-site job with its place, hourly pay and the date it is valid through', () => {
    const data = jobPostingJsonLd(
      job,
      '/c2c-job-board-details/senior-data-engineer',
      new Date('2026-11-25T10:00:00Z'),
    );
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Data Engineer',
      datePosted: '2026-11-02',
      validThrough: '2026-12-25',
      employmentType: 'CONTRACTOR',
      jobLocation: { address: { addressLocality: 'Seattle', addressRegion: 'WA', addressCountry: 'US' } },
      baseSalary: { currency: 'USD', value: { value: 75, unitText: 'HOUR' } },
    });
    expect(data.description).toContain('&#60;fast&#62; &#38; reliable');
  });

  it("describes the job with the description's paragraphs and list, escaped", () => {
    const data = jobPostingJsonLd(
      { ...job, pro_description: 'We build:\n- <pipelines>\n- APIs\n\nJoin us.' },
      '/x',
    );
    expect(data.description).toBe(
      '<p>We build:</p><ul><li>&#60;pipelines&#62;</li><li>APIs</li></ul><p>Join us.</p><p>Skills: Python, Spark</p>',
    );
  });

  it('gives a pay range as its lowest and highest hourly pay', () => {
    expect(jobPostingJsonLd({ ...job, pro_rate: '$70-$85/hr C2C' }, '/x').baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 70, maxValue: 85, unitText: 'HOUR' },
    });
  });

  it('marks a remote job as telecommute, and never lets text close the script element', () => {
    const data = jobPostingJsonLd({ ...job, pro_remote: true, pro_rate: 'DOE' }, '/x');
    expect(data).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(data).not.toHaveProperty('baseSalary');
    expect(serializeStructuredData({ text: '</script><script>' })).not.toContain('</script>');
  });
});
