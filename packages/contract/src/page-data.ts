import type { C2CJob } from './schemas/records.js';

/**
 * The id of the `<script type="application/json">` in which the server hands a page rendered in the browser
 * the data of its first render, so that it need not ask the API for it once its code has loaded.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** What a job's pages (/applynow/{id}, /c2c-job-board-details/{id}) carry: the open job they show. */
export interface JobPageData {
  job: C2CJob;
}

/**
 * The id of the `<script type="application/ld+json">` with an open job's JobPosting that the server puts in
 * the head of the job's details page: the page's one copy of it (the browser adds none).
 */
export const JOB_POSTING_ELEMENT_ID = 'job-posting';

/**
 * The attribute that marks the head elements the server wrote for a job's details page (title, description,
 * canonical link): the page in the browser renders its own, which say the same, and removes these.
 */
export const SERVED_HEAD_ATTRIBUTE = 'data-served-head';

/**
 * The title (after "SmartMove | ") and description of an open job's details page: the server writes them in
 * the page it sends and the browser's meta tags say the same, so the page keeps one of each.
 */
export function jobPageMeta(job: C2CJob): { title: string; description: string } {
  const engagement = job.pro_remote ? 'corp-to-corp (C2C) contract, remote' : 'corp-to-corp (C2C) contract';
  return {
    title: job.pro_jobtitle,
    description: `${job.pro_jobtitle}: ${engagement}, ${job.pro_location}, ${job.pro_rate}.`,
  };
}
