import { PAGE_DATA_ELEMENT_ID, type C2CJob } from '@smartmove/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

const job: C2CJob = {
  pro_jobid: 'id-1',
  pro_jobname: 'power-bi-developer',
  pro_jobtitle: 'Power BI Developer',
  pro_location: 'Remote (US)',
  pro_description: 'Dashboards </script> and models',
  pro_skills: 'PowerBI, DAX',
  pro_rate: '$60/hr C2C',
  pro_remote: true,
  pro_postedon: '2026-11-05',
};

/** The module reads the page once, so each test loads it afresh on a page of its own. */
async function servedPage(scriptText: string | undefined) {
  document.head.innerHTML =
    scriptText === undefined
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptText}</script>`;
  vi.resetModules();
  return import('./page-data');
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('servedJob', () => {
  it('gives the job the page was served with, by its name only', async () => {
    const { servedJob } = await servedPage(JSON.stringify({ job }).replace(/</g, '\\u003c'));
    expect(servedJob('power-bi-developer')).toEqual(job);
    expect(servedJob('senior-data-engineer')).toBeUndefined();
  });

  it('reads the page once: data put there later is not taken for the page as served', async () => {
    const { servedJob } = await servedPage(undefined);
    expect(servedJob('power-bi-developer')).toBeUndefined();
    document.head.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify({ job })}</script>`;
    expect(servedJob('power-bi-developer')).toBeUndefined();
  });

  it('finds nothing in data it cannot read', async () => {
    const { servedJob } = await servedPage('{"job":');
    expect(servedJob('power-bi-developer')).toBeUndefined();
  });
});
