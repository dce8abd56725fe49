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

/** What an interview's e-mail names: who, for which job, when (in the interview's time zone) and where. */
export interface InterviewFacts {
  candidateName: string;
  jobTitle: string;
  endClient: string | null;
  /** As people read it in the interview's time zone: "Mon, Dec 14, 2026, 10:00 AM PST". */
  when: string;
  timeZone: string;
  durationMinutes: number;
  interviewers: readonly string[];
  meetingUrl: string;
}

export type InterviewMailKind = 'scheduled' | 'rescheduled' | 'cancelled';

const INTERVIEW_SUBJECTS: Record<InterviewMailKind, string> = {
  scheduled: 'Interview',
  rescheduled: 'Interview moved',
  cancelled: 'Interview cancelled',
};

/**
 * To the candidate and each interviewer when an interview is scheduled, moved or cancelled (docs/product.md#interviews):
 * the same text for all, in the interview's own time zone.
 */
export function interviewMail(
  kind: InterviewMailKind,
  facts: InterviewFacts,
): { subject: string; text: string } {
  const client = facts.endClient ? ` at ${facts.endClient}` : '';
  const subject = `${INTERVIEW_SUBJECTS[kind]}: ${facts.candidateName} for ${facts.jobTitle}${client} - ${BRAND_NAME}`;
  const lead =
    kind === 'cancelled'
      ? `The interview of ${facts.candidateName} for ${facts.jobTitle}${client} is cancelled.`
      : kind === 'rescheduled'
        ? `The interview of ${facts.candidateName} for ${facts.jobTitle}${client} has moved. The new time:`
        : `${facts.candidateName} is invited to an interview for ${facts.jobTitle}${client}.`;
  const details = [
    `When: ${facts.when} (${facts.timeZone}), ${facts.durationMinutes} minutes`,
    `Where: ${facts.meetingUrl}`,
    `Interviewers: ${facts.interviewers.join(', ')}`,
  ].join('\n');
  return {
    subject,
    text: paragraphs(
      'Hello,',
      lead,
      kind === 'cancelled' ? `It was planned for ${facts.when} (${facts.timeZone}).` : details,
      SIGNATURE,
    ),
  };
}
