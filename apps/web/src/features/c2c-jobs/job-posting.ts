import { JOB_POSTING_ELEMENT_ID, jobPostingJsonLd, type C2CJob } from '@smartmove/contract';
import { useEffect } from 'react';
import { SITE } from '../../config/site';

/**
 * Keeps the page's one JobPosting element (JOB_POSTING_ELEMENT_ID, in the head) about the job shown. The
 * server puts it in the details page it sends, and then it stays as sent; a job reached by a link inside
 * the app gets it here. It goes when the page shows another job or none.
 */
export function useJobPostingElement(job: C2CJob | undefined) {
  // `<` escaped as the server escapes it, so the text reads the same wherever it was made.
  const text = job ? JSON.stringify(jobPostingJsonLd(job, SITE)).replace(/</g, '\\u003c') : '';
  const jobId = job?.pro_jobid;
  useEffect(() => {
    if (!jobId) return;
    const existing = document.getElementById(JOB_POSTING_ELEMENT_ID);
    if (!existing || !describes(existing, jobId)) {
      existing?.remove();
      const element = document.createElement('script');
      element.type = 'application/ld+json';
      element.id = JOB_POSTING_ELEMENT_ID;
      element.textContent = text;
      document.head.append(element);
    }
    return () => document.getElementById(JOB_POSTING_ELEMENT_ID)?.remove();
  }, [jobId, text]);
}

/** Whether the JobPosting element is about the job of this id (the server's may say it another way). */
function describes(element: HTMLElement, jobId: string): boolean {
  try {
    const data = JSON.parse(element.textContent || '{}') as { identifier?: { value?: unknown } };
    return data.identifier?.value === jobId;
  } catch {
    return false;
  }
}
