import { formatBillRate } from '@smartmove/contract';
import { BRAND_NAME } from '../config/brand.js';
import { greeting, paragraphs, SIGNATURE } from './mail-messages.js';

/** What the right-to-represent e-mail names (docs/product.md#submittals). */
export interface RightToRepresentFacts {
  candidateName: string;
  recruiterName: string;
  jobTitle: string;
  jobLocation: string;
  endClient: string | null;
  billRate: number;
  currency: string;
}

/**
 * To a candidate a recruiter submits to a client: the job, the end client and the rate, and the single-use link
 * with which they agree or decline to be represented (the right to represent).
 */
export function rightToRepresentMail(
  facts: RightToRepresentFacts,
  rtrUrl: string,
): { subject: string; text: string } {
  const client = facts.endClient ?? 'the client of this job';
  return {
    subject: `May we represent you for ${facts.jobTitle}? - ${BRAND_NAME}`,
    text: paragraphs(
      greeting(facts.candidateName),
      `${facts.recruiterName} of ${BRAND_NAME} would like to submit you to ${client} for this role:`,
      [
        `Job: ${facts.jobTitle} (${facts.jobLocation})`,
        `End client: ${facts.endClient ?? 'not named'}`,
        `Bill rate: ${formatBillRate(facts.billRate, facts.currency)}`,
      ].join('\n'),
      `We submit you only with your consent. Please agree or decline here:\n${rtrUrl}`,
      'The link works once, for 7 days. Your answer is kept with its time and the address it came from.',
      SIGNATURE,
    ),
  };
}
