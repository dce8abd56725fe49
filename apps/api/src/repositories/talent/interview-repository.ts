import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { newRowId } from '../../db/row-id.js';
import type { Database } from '../../db/schema.js';
import type { InterviewRow } from './submittal-rows.js';

export interface InterviewTimes {
  startsAt: string;
  timeZone: string;
  durationMinutes: number;
  interviewers: readonly string[];
  meetingUrl: string;
}

/** Interviews of submittals (docs/product.md#interviews), on the change's transaction. */
export function createInterviewRepository(trx: Transaction<Database>) {
  return {
    /** A new interview, sequence 0, with a new iCalendar UID under `uidDomain`. */
    async create(submittalId: string, times: InterviewTimes, uidDomain: string, now: Date) {
      const at = now.toISOString();
      const row: InterviewRow = {
        id: newRowId(),
        submittal_id: submittalId,
        uid: `${randomUUID()}@${uidDomain}`,
        sequence: 0,
        status: 'scheduled',
        starts_at: times.startsAt,
        time_zone: times.timeZone,
        duration_minutes: times.durationMinutes,
        interviewers: JSON.stringify(times.interviewers),
        meeting_url: times.meetingUrl,
        created_at: at,
        updated_at: at,
      };
      await trx.insertInto('interviews').values(row).execute();
      return row;
    },

    /** New times for a scheduled interview: its UID stays, its sequence goes up by one. */
    async reschedule(current: InterviewRow, times: InterviewTimes, now: Date): Promise<InterviewRow> {
      const row: InterviewRow = {
        ...current,
        sequence: Number(current.sequence) + 1,
        starts_at: times.startsAt,
        time_zone: times.timeZone,
        duration_minutes: times.durationMinutes,
        interviewers: JSON.stringify(times.interviewers),
        meeting_url: times.meetingUrl,
        updated_at: now.toISOString(),
      };
      await trx
        .updateTable('interviews')
        .set({
          sequence: row.sequence,
          starts_at: row.starts_at,
          time_zone: row.time_zone,
          duration_minutes: row.duration_minutes,
          interviewers: row.interviewers,
          meeting_url: row.meeting_url,
          updated_at: row.updated_at,
        })
        .where('id', '=', current.id)
        .execute();
      return row;
    },

    /** Cancels a scheduled interview: its sequence goes up by one, as the cancellation is a new version. */
    async cancel(current: InterviewRow, now: Date): Promise<InterviewRow> {
      const row: InterviewRow = {
        ...current,
        status: 'cancelled',
        sequence: Number(current.sequence) + 1,
        updated_at: now.toISOString(),
      };
      await trx
        .updateTable('interviews')
        .set({ status: row.status, sequence: row.sequence, updated_at: row.updated_at })
        .where('id', '=', current.id)
        .where('status', '=', 'scheduled')
        .execute();
      return row;
    },
  };
}
