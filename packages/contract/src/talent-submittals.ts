import { parseMinorUnits } from './money.js';
import { formatMoney } from './display-format.js';
import { APPLICATION_TOKEN_PATTERN } from './personal-data.js';
import { PageQuerySchema, pageOf } from './schemas/pages.js';
import { lineOfText } from './schemas/fields.js';
import { z } from './zod.js';

/**
 * Submittals (docs/product.md#submittals): a recruiter submits a candidate (an application, a partner's bench
 * consultant or a know-your-worth lead) to a job's end client at a bill rate. The candidate first gives their
 * consent, the right to represent, from a single-use link `/rtr/{token}` e-mailed to them; then the submittal
 * moves through the client's process. The same person (e-mail or phone) submitted to the same client within
 * SUBMITTAL_REPEAT_DAYS is refused, with a link to the first submittal.
 */

/** Where a submitted candidate comes from. */
export const SUBMITTAL_SOURCES = ['application', 'bench', 'lead'] as const;
export type SubmittalSource = (typeof SUBMITTAL_SOURCES)[number];

/** A submittal's lifecycle, the one table of its states (codes in the API, labels on screens). */
export const SUBMITTAL_STATE = {
  waitingForConsent: 'waiting_for_consent',
  consentGiven: 'consent_given',
  declined: 'declined',
  submittedToClient: 'submitted_to_client',
  interview: 'interview',
  offer: 'offer',
  placed: 'placed',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
} as const;
export const SUBMITTAL_STATUSES = [
  SUBMITTAL_STATE.waitingForConsent,
  SUBMITTAL_STATE.consentGiven,
  SUBMITTAL_STATE.declined,
  SUBMITTAL_STATE.submittedToClient,
  SUBMITTAL_STATE.interview,
  SUBMITTAL_STATE.offer,
  SUBMITTAL_STATE.placed,
  SUBMITTAL_STATE.rejected,
  SUBMITTAL_STATE.withdrawn,
] as const;
export type SubmittalStatus = (typeof SUBMITTAL_STATUSES)[number];

export const SUBMITTAL_STATUS_LABELS: Record<SubmittalStatus, string> = {
  waiting_for_consent: 'Waiting for consent',
  consent_given: 'Consent given',
  declined: 'Declined',
  submitted_to_client: 'Submitted to client',
  interview: 'Interview',
  offer: 'Offer',
  placed: 'Placed',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/**
 * The moves staff make (POST /CRM/UpdateSubmittal), from each state. "Consent given" and "Declined" are the
 * candidate's own answer from the e-mailed link, never a staff move; the last three states are final.
 */
export const SUBMITTAL_MOVES: Record<SubmittalStatus, readonly SubmittalStatus[]> = {
  waiting_for_consent: [SUBMITTAL_STATE.withdrawn],
  consent_given: [SUBMITTAL_STATE.submittedToClient, SUBMITTAL_STATE.withdrawn],
  declined: [],
  submitted_to_client: [SUBMITTAL_STATE.interview, SUBMITTAL_STATE.rejected, SUBMITTAL_STATE.withdrawn],
  interview: [SUBMITTAL_STATE.offer, SUBMITTAL_STATE.rejected, SUBMITTAL_STATE.withdrawn],
  offer: [SUBMITTAL_STATE.placed, SUBMITTAL_STATE.rejected, SUBMITTAL_STATE.withdrawn],
  placed: [],
  rejected: [],
  withdrawn: [],
};

/** Whether staff may move a submittal from `from` to `to`. */
export function canMoveSubmittal(from: SubmittalStatus, to: SubmittalStatus): boolean {
  return SUBMITTAL_MOVES[from].includes(to);
}

/** The same person to the same client again within this many days is refused. */
export const SUBMITTAL_REPEAT_DAYS = 90;

/** How long a right-to-represent link works (as an approval link). */
export const RTR_LINK_DAYS = 7;

/** A right-to-represent link's token: 32 random bytes, base64url, as every e-mailed link that works as a key. */
export const RTR_TOKEN_PATTERN = APPLICATION_TOKEN_PATTERN;

export const BILL_RATE_CURRENCIES = ['USD', 'INR'] as const;
export type BillRateCurrency = (typeof BILL_RATE_CURRENCIES)[number];

/** A bill rate in minor units as screens and e-mail show it: "$95.00/hr". */
export function formatBillRate(minorUnits: number, currency: string): string {
  return `${formatMoney(minorUnits, currency)}/hr`;
}

/** An hourly bill rate's upper bound in minor units ($100,000.00/h): anything above is a typing slip. */
const BILL_RATE_MAX = 10_000_000;

/**
 * A bill rate as typed on the form ("95", "95.50", "$1,250") in minor units (9500, 9550, 125000); undefined when
 * it is not an amount with at most two decimals. Read as text, never through a float.
 */
export function parseBillRate(text: string): number | undefined {
  const minor = parseMinorUnits(text);
  return minor !== undefined && minor > 0 && minor <= BILL_RATE_MAX ? minor : undefined;
}

export const SUBMITTAL_MESSAGES = {
  billRate: 'Please enter the bill rate per hour',
  job: 'Please choose a job',
  candidateNotFound: 'This candidate does not exist.',
  noEmail: 'This candidate has no e-mail address to ask for consent.',
  jobNotFound: 'This job does not exist.',
  jobClosed: 'This job is closed.',
  notFound: 'This submittal does not exist.',
  move: (from: string, to: string) => `A submittal cannot move from ${from} to ${to}.`,
  alreadySubmitted: (client: string, date: string) =>
    `This person was already submitted to ${client} on ${date}.`,
  /** The link was used, voided (the submittal changed) or expired: every refusal reads the same. */
  unusable: 'This link can no longer be used.',
} as const;

const IdSchema = z.string().trim().min(1).max(64);

/** POST /CRM/SubmitToClient. `billRate`: per hour, in minor units (cents, paise), in `currency`. */
export const SubmitToClientSchema = z.object({
  candidate: z.object({ source: z.enum(SUBMITTAL_SOURCES), id: IdSchema }),
  jobId: IdSchema,
  billRate: z
    .number({ error: SUBMITTAL_MESSAGES.billRate })
    .int({ error: SUBMITTAL_MESSAGES.billRate })
    .min(1, { error: SUBMITTAL_MESSAGES.billRate })
    .max(BILL_RATE_MAX, { error: SUBMITTAL_MESSAGES.billRate }),
  currency: z.enum(BILL_RATE_CURRENCIES).optional().default('USD'),
});
export type SubmitToClient = z.input<typeof SubmitToClientSchema>;

/** The 409 of a repeat within SUBMITTAL_REPEAT_DAYS: the first submittal and its back-office page. */
export const SubmittalConflictSchema = z.object({
  message: z.string(),
  submittalId: z.string(),
  link: z.string(),
});
export type SubmittalConflict = z.infer<typeof SubmittalConflictSchema>;

/** GET /CRM/GetSubmittals: newest first; by state, job or the candidate's name. */
export const SubmittalsQuerySchema = PageQuerySchema.extend({
  state: z.enum(SUBMITTAL_STATUSES).optional(),
  jobId: IdSchema.optional(),
  search: lineOfText(200).optional(),
});
export type SubmittalsQuery = z.input<typeof SubmittalsQuerySchema>;

/** GET /CRM/GetSubmittal?id=. */
export const SubmittalQuerySchema = z.object({ id: IdSchema });

/** POST /CRM/UpdateSubmittal: a staff move (SUBMITTAL_MOVES). */
export const UpdateSubmittalSchema = z.object({ id: IdSchema, state: z.enum(SUBMITTAL_STATUSES) });
export type UpdateSubmittal = z.infer<typeof UpdateSubmittalSchema>;

export const CONSENT_ANSWERS = ['agreed', 'declined'] as const;
export type ConsentAnswer = (typeof CONSENT_ANSWERS)[number];

export const InterviewSchema = z.object({
  id: z.string(),
  /** The iCalendar UID: the same through every reschedule. */
  uid: z.string(),
  sequence: z.number().int(),
  status: z.enum(['scheduled', 'cancelled']),
  /** An instant, ISO 8601 in UTC. */
  start: z.string(),
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  interviewers: z.array(z.string()),
  meetingUrl: z.string(),
});
export type Interview = z.infer<typeof InterviewSchema>;

export const SubmittalSchema = z.object({
  id: z.string(),
  state: z.enum(SUBMITTAL_STATUSES),
  candidate: z.object({
    source: z.enum(SUBMITTAL_SOURCES),
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  jobId: z.string(),
  jobTitle: z.string(),
  /** The job's end client as it was named at submission; null when the job named none. */
  endClient: z.string().nullable(),
  /** The client the job named at submission (the placement's client); null when it named none. */
  clientId: z.string().nullable(),
  /**
   * The employee account with the candidate's e-mail or phone (the consultant a placement names); null when
   * the candidate has none yet.
   */
  consultant: z.object({ id: z.string(), name: z.string() }).nullable(),
  billRate: z.number().int(),
  currency: z.enum(BILL_RATE_CURRENCIES),
  submittedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  consent: z.object({
    answer: z.enum(CONSENT_ANSWERS).nullable(),
    at: z.string().nullable(),
    /** The address the answer came from. */
    ipAddress: z.string().nullable(),
  }),
  /** The current (or last cancelled) interview. */
  interview: InterviewSchema.nullable(),
});
export type Submittal = z.infer<typeof SubmittalSchema>;
export const SubmittalPageSchema = pageOf(SubmittalSchema);

// The candidate's page, /rtr/{token} -------------------------------------------------------------------

const token = z.string().max(200);

/** GET /CRM/GetRightToRepresent?token=: the offer. Reading it changes nothing (mail scanners open links). */
export const RightToRepresentQuerySchema = z.object({ token });

export const RightToRepresentSchema = z.object({
  candidateName: z.string(),
  jobTitle: z.string(),
  jobLocation: z.string(),
  endClient: z.string().nullable(),
  billRate: z.number().int(),
  currency: z.enum(BILL_RATE_CURRENCIES),
  recruiterName: z.string(),
});
export type RightToRepresent = z.infer<typeof RightToRepresentSchema>;

/** POST /CRM/AnswerRightToRepresent: the one write of the link. */
export const AnswerRightToRepresentSchema = z.object({ token, answer: z.enum(['agree', 'decline']) });
export type AnswerRightToRepresent = z.infer<typeof AnswerRightToRepresentSchema>;

export const AnswerRightToRepresentResultSchema = z.object({
  answer: z.enum(CONSENT_ANSWERS),
  message: z.string(),
});

// Interviews ---------------------------------------------------------------------------------------------

export const INTERVIEW_MESSAGES = {
  start: 'Please enter when the interview starts',
  timeZone: 'Please choose a time zone',
  duration: 'Please enter a duration between 15 and 480 minutes',
  interviewers: 'Please enter the interviewers’ e-mail addresses',
  meetingUrl: 'Please enter the meeting link (http:// or https://)',
  notSchedulable: 'An interview can be scheduled once the candidate is submitted to the client.',
  noInterview: 'This submittal has no interview scheduled.',
} as const;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const interviewerEmail = z.email({ error: INTERVIEW_MESSAGES.interviewers }).max(200);

/**
 * POST /CRM/ScheduleInterview: `start` is the wall-clock time in `timeZone` (`2026-12-14T10:00`) or an instant
 * with its offset; a submittal with an interview scheduled is rescheduled (same UID, SEQUENCE raised).
 */
export const ScheduleInterviewSchema = z.object({
  submittalId: IdSchema,
  start: z
    .string({ error: INTERVIEW_MESSAGES.start })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, {
      error: INTERVIEW_MESSAGES.start,
    }),
  timeZone: z
    .string({ error: INTERVIEW_MESSAGES.timeZone })
    .max(64)
    .refine(isTimeZone, { error: INTERVIEW_MESSAGES.timeZone }),
  durationMinutes: z
    .number({ error: INTERVIEW_MESSAGES.duration })
    .int({ error: INTERVIEW_MESSAGES.duration })
    .min(15, { error: INTERVIEW_MESSAGES.duration })
    .max(480, { error: INTERVIEW_MESSAGES.duration }),
  interviewers: z.array(interviewerEmail).min(1, { error: INTERVIEW_MESSAGES.interviewers }).max(10),
  meetingUrl: z
    .url({ protocol: /^https?$/, error: INTERVIEW_MESSAGES.meetingUrl })
    .max(500, { error: INTERVIEW_MESSAGES.meetingUrl }),
});
export type ScheduleInterview = z.infer<typeof ScheduleInterviewSchema>;

/** POST /CRM/CancelInterview. */
export const CancelInterviewSchema = z.object({ submittalId: IdSchema });

/** The offset of `zone` from UTC at the instant `utcMs`, in minutes (Seattle in winter: -480). */
function zoneOffsetMinutes(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/**
 * An interview's start as an instant (ISO 8601, UTC): `start` with an offset or "Z" is taken as it is; a wall-clock
 * time (`2026-12-14T10:00`) is read in `timeZone`, at the offset in force at that time.
 */
export function interviewStartInstant(start: string, timeZone: string): string {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(start)) return new Date(start).toISOString();
  const [date = '', time = ''] = start.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, Math.floor(second));
  // The offset a day before is the one in force unless a change falls in between: try it, then the day
  // after's. A time the clocks skip is read with the offset before it (02:30 becomes 03:30); one they show
  // twice is the first.
  const before = zoneOffsetMinutes(wall - 86_400_000, timeZone);
  const first = wall - before * 60_000;
  if (zoneOffsetMinutes(first, timeZone) === before) return new Date(first).toISOString();
  const after = zoneOffsetMinutes(wall + 86_400_000, timeZone);
  const later = wall - after * 60_000;
  return new Date(zoneOffsetMinutes(later, timeZone) === after ? later : first).toISOString();
}

/** An interview's start as people read it, in its own time zone: "Mon, Dec 14, 2026, 10:00 AM PST". */
export function formatInterviewStart(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));
}

/** The time zones the interview form offers first (any IANA zone is accepted). */
export const INTERVIEW_TIME_ZONES = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Toronto',
  'Asia/Kolkata',
  'Europe/London',
  'UTC',
] as const;
