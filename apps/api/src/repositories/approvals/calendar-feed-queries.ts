import { ACTIVE_LEAVE_STATUSES, LEAVE_STATE, type OfficeCode } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface FeedHoliday {
  id: string;
  date: string;
  name: string;
  createdAt: string;
}

export interface FeedLeave {
  id: string;
  personName: string;
  leaveType: string;
  fromDate: string;
  toDate: string;
  status: string;
  /** When it was last changed (decided, or else asked): the event's DTSTAMP, so an unchanged feed keeps its ETag. */
  changedAt: string;
}

/** What the calendar feeds (docs/product.md#calendar-feeds) show: office holidays and leave, read only. */
export function createCalendarFeedQueries(db: Kysely<Database>) {
  const leaveColumns = [
    'leave_requests.id',
    'leave_requests.leave_type',
    'leave_requests.from_date',
    'leave_requests.to_date',
    'leave_requests.status',
    'leave_requests.created_at',
    'leave_requests.decided_at',
    'users.name',
  ] as const;
  type LeaveRow = {
    id: string;
    leave_type: string;
    from_date: string;
    to_date: string;
    status: string;
    created_at: string;
    decided_at: string | null;
    name: string;
  };
  const toLeave = (row: LeaveRow): FeedLeave => ({
    id: row.id,
    personName: row.name,
    leaveType: row.leave_type,
    fromDate: row.from_date,
    toDate: row.to_date,
    status: row.status,
    changedAt: row.decided_at ?? row.created_at,
  });

  return {
    /** Every holiday of the office, in date order. */
    async officeHolidays(office: OfficeCode): Promise<FeedHoliday[]> {
      const rows = await db
        .selectFrom('office_holidays')
        .select(['id', 'date', 'name', 'created_at'])
        .where('office', '=', office)
        .orderBy('date')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, date: row.date, name: row.name, createdAt: row.created_at }));
    },

    /** The person's approved and waiting leave. */
    async ownLeave(userId: string): Promise<FeedLeave[]> {
      const rows = await db
        .selectFrom('leave_requests')
        .innerJoin('users', 'users.id', 'leave_requests.user_id')
        .select(leaveColumns)
        .where('leave_requests.user_id', '=', userId)
        .where('leave_requests.status', 'in', [...ACTIVE_LEAVE_STATUSES])
        .orderBy('leave_requests.from_date')
        .orderBy('leave_requests.id')
        .execute();
      return rows.map(toLeave);
    },

    /** The approved leave of the people the approver manages. */
    async teamLeave(managerId: string): Promise<FeedLeave[]> {
      const rows = await db
        .selectFrom('leave_requests')
        .innerJoin('users', 'users.id', 'leave_requests.user_id')
        .select(leaveColumns)
        .where('users.manager_id', '=', managerId)
        .where('leave_requests.status', '=', LEAVE_STATE.approved)
        .orderBy('leave_requests.from_date')
        .orderBy('leave_requests.id')
        .execute();
      return rows.map(toLeave);
    },

    /** Whether anybody has this person as their manager. */
    async managesAnybody(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('manager_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type CalendarFeedQueries = ReturnType<typeof createCalendarFeedQueries>;
