import type {
  BillRateCurrency,
  ConsentAnswer,
  Interview,
  Submittal,
  SubmittalSource,
  SubmittalStatus,
} from '@smartmove/contract';
import type { Selectable } from 'kysely';
import type { InterviewsTable, SubmittalsTable } from '../../db/schema.js';

export type SubmittalRow = Selectable<SubmittalsTable>;
export type InterviewRow = Selectable<InterviewsTable>;

/** A submittal row with its job's title (a join). */
export type SubmittalWithJob = SubmittalRow & { job_title: string; job_location: string };

export function toInterview(row: InterviewRow): Interview {
  return {
    id: row.id,
    uid: row.uid,
    sequence: Number(row.sequence),
    status: row.status === 'cancelled' ? 'cancelled' : 'scheduled',
    start: row.starts_at,
    timeZone: row.time_zone,
    durationMinutes: Number(row.duration_minutes),
    interviewers: JSON.parse(row.interviewers) as string[],
    meetingUrl: row.meeting_url,
  };
}

/** An employee account a submitted candidate has (by e-mail or phone): the consultant a placement names. */
export interface SubmittalConsultant {
  id: string;
  name: string;
}

/**
 * The one mapping of a submittals row (with its job, its latest interview and the candidate's employee account)
 * to the API's submittal.
 */
export function toSubmittal(
  row: SubmittalWithJob,
  interview: InterviewRow | undefined,
  consultant: SubmittalConsultant | undefined,
): Submittal {
  return {
    id: row.id,
    state: row.state as SubmittalStatus,
    candidate: {
      source: row.candidate_source as SubmittalSource,
      id: row.candidate_id,
      name: row.candidate_name,
      email: row.candidate_email,
      phone: row.candidate_phone,
    },
    jobId: row.job_id,
    jobTitle: row.job_title,
    endClient: row.end_client,
    clientId: row.client_id,
    consultant: consultant ?? null,
    billRate: Number(row.bill_rate),
    currency: row.currency as BillRateCurrency,
    submittedBy: row.created_by_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    consent: {
      answer: row.consent_answer as ConsentAnswer | null,
      at: row.consent_at,
      ipAddress: row.consent_ip,
    },
    interview: interview ? toInterview(interview) : null,
  };
}
