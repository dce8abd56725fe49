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
