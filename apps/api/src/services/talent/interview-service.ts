import {
  formatInterviewStart,
  interviewStartInstant,
  RECORD_KINDS,
  SUBMITTAL_STATE,
  SUBMITTAL_STATUS_LABELS,
  type ScheduleInterview,
  type Submittal,
} from '@smartmove/contract';
import { BRAND_NAME } from '../../config/brand.js';
import { interviewMail, type InterviewMailKind } from '../../mail/talent-mail.js';
import { createInterviewRepository } from '../../repositories/talent/interview-repository.js';
import { createSubmittalQueries } from '../../repositories/talent/submittal-queries.js';
import { createSubmittalRepository } from '../../repositories/talent/submittal-repository.js';
import type { InterviewRow, SubmittalWithJob } from '../../repositories/talent/submittal-rows.js';
import { queueMail } from '../mail/mail-queue.js';
import { recordChange, type Actor } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';
import { siteUrl } from '../site-links.js';
import { invitationAttachment } from './interview-invitation.js';
import { SUBMITTAL_MAIL_CAUSE } from './submittal-service.js';

export type InterviewResult =
  { submittal: Submittal } | { refused: 'not-found' | 'not-schedulable' | 'no-interview' };

/** The states in which a submittal's interview can be scheduled, moved or cancelled. */
const INTERVIEW_STATES: readonly string[] = [SUBMITTAL_STATE.submittedToClient, SUBMITTAL_STATE.interview];

/** Everyone an interview's e-mail goes to: the candidate and each interviewer, each address once. */
function recipientsOf(row: SubmittalWithJob, interview: InterviewRow): string[] {
  const interviewers = JSON.parse(interview.interviewers) as string[];
  const seen = new Set<string>();
  return [row.candidate_email, ...interviewers].filter((address) => {
    const key = address.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Interviews of submittals (docs/product.md#interviews): scheduling one (the submittal moves to "Interview"),
 * moving it (same UID, SEQUENCE raised) and cancelling it, each e-mailed to the candidate and the interviewers
 * in the interview's time zone, in the change's transaction.
 */
export function createInterviewService({ db, changes, engine, env }: ServiceDeps) {
  const uidDomain = new URL(siteUrl(env)).hostname || 'localhost';
  // Calendars answer an invitation to its organizer: the address the product's e-mail comes from.
  const organizer = { name: BRAND_NAME, email: /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM };

  async function queueInterviewMail(
    trx: Parameters<typeof queueMail>[0],
    kind: InterviewMailKind,
    row: SubmittalWithJob,
    interview: InterviewRow,
    now: Date,
  ) {
    const mail = interviewMail(kind, {
      candidateName: row.candidate_name,
      jobTitle: row.job_title,
      endClient: row.end_client,
      when: formatInterviewStart(interview.starts_at, interview.time_zone),
      timeZone: interview.time_zone,
      durationMinutes: Number(interview.duration_minutes),
      interviewers: JSON.parse(interview.interviewers) as string[],
      meetingUrl: interview.meeting_url,
    });
    const recipients = recipientsOf(row, interview);
    // One invitation for everyone: REQUEST (a move keeps the UID and raises SEQUENCE), or CANCEL.
    const invitation = invitationAttachment({
      method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
      uid: interview.uid,
      sequence: Number(interview.sequence),
      start: new Date(interview.starts_at),
      durationMinutes: Number(interview.duration_minutes),
      timeZone: interview.time_zone,
      summary: mail.subject,
      description: `Interview of ${row.candidate_name} for ${row.job_title}.`,
      meetingUrl: interview.meeting_url,
      organizer,
      attendees: recipients.map((email) => ({
        name: email === row.candidate_email ? row.candidate_name : email,
        email,
      })),
      stamp: now,
    });
    await queueMail(
      trx,
      recipients.map((to) => ({
        to,
        ...mail,
        attachments: [invitation],
        causeKind: SUBMITTAL_MAIL_CAUSE,
        causeId: row.id,
      })),
      now,
    );
  }

  async function answer(id: string): Promise<InterviewResult> {
    const submittal = await createSubmittalQueries(db).findById(id);
    return submittal ? { submittal } : { refused: 'not-found' };
  }

  return {
    /** Schedules the submittal's interview, or moves the one scheduled (its UID kept, its SEQUENCE raised). */
    async schedule(input: ScheduleInterview, actor: Actor, now: Date = new Date()): Promise<InterviewResult> {
      const result = await changes.run(async (trx): Promise<InterviewResult | { done: true }> => {
        const submittals = createSubmittalRepository(trx, engine);
        const row = await submittals.findRow(input.submittalId);
        if (!row) return { refused: 'not-found' };
        if (!INTERVIEW_STATES.includes(row.state)) return { refused: 'not-schedulable' };
        const interviews = createInterviewRepository(trx);
        const times = {
          startsAt: interviewStartInstant(input.start, input.timeZone),
          timeZone: input.timeZone,
          durationMinutes: input.durationMinutes,
          interviewers: input.interviewers,
          meetingUrl: input.meetingUrl,
        };
        const current = await submittals.findScheduledInterview(row.id);
        const interview = current
          ? await interviews.reschedule(current, times, now)
          : await interviews.create(row.id, times, uidDomain, now);
        const label = `${row.candidate_name} — ${row.job_title}`;
        const moved =
          row.state === SUBMITTAL_STATE.submittedToClient &&
          (await submittals.move(row.id, SUBMITTAL_STATE.submittedToClient, SUBMITTAL_STATE.interview, now));
        await recordChange(trx, {
          actor,
          action: current ? 'rescheduled interview' : 'scheduled interview',
          record: { kind: RECORD_KINDS.submittal, id: row.id, label },
          fields: [
            { field: 'interview', oldValue: current?.starts_at ?? null, newValue: interview.starts_at },
            ...(moved
              ? [
                  {
                    field: 'state',
                    oldValue: SUBMITTAL_STATUS_LABELS.submitted_to_client,
                    newValue: SUBMITTAL_STATUS_LABELS.interview,
                  },
                ]
              : []),
          ],
          at: now,
        });
        await queueInterviewMail(trx, current ? 'rescheduled' : 'scheduled', row, interview, now);
        return { done: true };
      });
      return 'done' in result ? answer(input.submittalId) : result;
    },

    /** Cancels the submittal's scheduled interview (its SEQUENCE raised); the submittal keeps its state. */
    async cancel(submittalId: string, actor: Actor, now: Date = new Date()): Promise<InterviewResult> {
      const result = await changes.run(async (trx): Promise<InterviewResult | { done: true }> => {
        const submittals = createSubmittalRepository(trx, engine);
        const row = await submittals.findRow(submittalId);
        if (!row) return { refused: 'not-found' };
        const current = await submittals.findScheduledInterview(row.id);
        if (!current) return { refused: 'no-interview' };
        const cancelled = await createInterviewRepository(trx).cancel(current, now);
        await recordChange(trx, {
          actor,
          action: 'cancelled interview',
          record: {
            kind: RECORD_KINDS.submittal,
            id: row.id,
            label: `${row.candidate_name} — ${row.job_title}`,
          },
          fields: [{ field: 'interview', oldValue: current.starts_at, newValue: null }],
          at: now,
        });
        await queueInterviewMail(trx, 'cancelled', row, cancelled, now);
        return { done: true };
      });
      return 'done' in result ? answer(submittalId) : result;
    },
  };
}

export type InterviewService = ReturnType<typeof createInterviewService>;
