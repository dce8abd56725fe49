import { PAGE_DATA_ELEMENT_ID, type C2CJob, type JobPageData } from '@smartmove/contract';

let served: Partial<JobPageData> | undefined;
let read = false;

/**
 * What the server put in the page it served for the page's first render (see PAGE_DATA_ELEMENT_ID), read
 * once. A page reached by a link inside the app was not served, so it finds nothing it asks for here.
 */
function readServedData(): Partial<JobPageData> | undefined {
  if (read || typeof document === 'undefined') return served;
  read = true;
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  try {
    served = text ? (JSON.parse(text) as Partial<JobPageData>) : undefined;
  } catch {
    served = undefined;
  }
  return served;
}

/** The open job the page was served with, when it is the job asked for. */
export function servedJob(jobName: string): C2CJob | undefined {
  const job = readServedData()?.job;
  return job?.pro_jobname === jobName ? job : undefined;
}

/**
 * What a job query takes from the page it was served in: the job as its initial data, as fresh as the
 * page's request (the database was read then), so the page shows it with no request and no schema to load.
 */
export function servedJobQueryOptions(jobName: string) {
  return {
    initialData: () => servedJob(jobName),
    initialDataUpdatedAt: () => Math.round(performance.timeOrigin),
  };
}
