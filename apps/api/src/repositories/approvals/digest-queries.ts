import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { decidedBy, WAITING_STATUSES, type Approver } from './approval-queries.js';

/** What waits for an approver, each kind oldest first, as the Monday digest names it. */
export interface WaitingItems {
  timeSheets: Array<{ authorName: string; weekStart: string; totalHours: number }>;
  leave: Array<{ authorName: string; fromDate: string; toDate: string; days: number; leaveType: string }>;
  claims: Array<{
    authorName: string;
    amount: number;
    currency: string;
    category: string;
    expenseDate: string;
  }>;
}

/**
 * The reading side of the Monday digest's list (docs/product.md#back-office): the oldest `limit` items of
 * each kind waiting for the approver, in the order of the approvals page, with who sent them.
 */
export function createDigestQueries(db: Kysely<Database>) {
  return {
    async listWaiting(approver: Approver, limit: number): Promise<WaitingItems> {
      const [timeSheets, leave, claims] = await Promise.all([
        db
          .selectFrom('time_sheets')
          .innerJoin('users as author', 'author.id', 'time_sheets.user_id')
          .select(['author.name as authorName', 'time_sheets.week_start', 'time_sheets.total_hours'])
          .where('time_sheets.status', '=', WAITING_STATUSES['time-sheet'])
          .where(decidedBy(approver))
          .orderBy('time_sheets.submitted_at')
          .orderBy('time_sheets.id')
          .limit(limit)
          .execute(),
        db
          .selectFrom('leave_requests')
          .innerJoin('users as author', 'author.id', 'leave_requests.user_id')
          .select([
            'author.name as authorName',
            'leave_requests.from_date',
            'leave_requests.to_date',
            'leave_requests.days',
            'leave_requests.leave_type',
          ])
          .where('leave_requests.status', '=', WAITING_STATUSES.leave)
          .where(decidedBy(approver))
          .orderBy('leave_requests.created_at')
          .orderBy('leave_requests.id')
          .limit(limit)
          .execute(),
        db
          .selectFrom('expenses')
          .innerJoin('users as author', 'author.id', 'expenses.user_id')
          .select([
            'author.name as authorName',
            'expenses.amount_minor',
            'expenses.currency',
            'expenses.category',
            'expenses.expense_date',
          ])
          .where('expenses.status', '=', WAITING_STATUSES.claim)
          .where(decidedBy(approver))
          .orderBy('expenses.created_at')
          .orderBy('expenses.id')
          .limit(limit)
          .execute(),
      ]);
      return {
        timeSheets: timeSheets.map((row) => ({
          authorName: row.authorName,
          weekStart: row.week_start,
          totalHours: Number(row.total_hours),
        })),
        leave: leave.map((row) => ({
          authorName: row.authorName,
          fromDate: row.from_date,
          toDate: row.to_date,
          days: Number(row.days),
          leaveType: row.leave_type,
        })),
        claims: claims.map((row) => ({
          authorName: row.authorName,
          amount: Number(row.amount_minor),
          currency: row.currency,
          category: row.category,
          expenseDate: row.expense_date,
        })),
      };
    },
  };
}
