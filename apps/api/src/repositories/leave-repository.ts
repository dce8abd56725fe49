import { randomUUID } from 'node:crypto';
import {
  ACTIVE_LEAVE_STATUSES,
  LEAVE_STATUSES,
  LEAVE_TYPE_CODES,
  type ApplyLeave,
  type Leave,
  type LeaveStatus,
  type LeaveTypeCode,
  type Page,
} from '@smartmove/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LeaveRequestsTable } from '../db/schema.js';
import { decisionOf } from './approval-repository.js';
import { pageOffset, toCount, toPage, type PageRequest } from './pagination.js';

function toLeave(row: Selectable<LeaveRequestsTable> & { decider_name?: string | null }): Leave {
  return {
    id: row.id,
    leaveType: (LEAVE_TYPE_CODES as readonly string[]).includes(row.leave_type)
      ? (row.leave_type as LeaveTypeCode)
      : 'unpaid',
    fromDate: row.from_date,
    toDate: row.to_date,
    days: Number(row.days),
    reason: row.reason,
    status: (LEAVE_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as LeaveStatus)
      : 'pending',
    createdAt: row.created_at,
    decision: decisionOf({ ...row, decider_name: row.decider_name ?? null }),
  };
}

/** Leave requests. Use it inside a transaction when a check and an insert must see the same rows. */
export function createLeaveRepository(db: Kysely<Database>) {
  return {
    async list(userId: string, request: PageRequest): Promise<Page<Leave>> {
      const query = db.selectFrom('leave_requests').where('leave_requests.user_id', '=', userId);
      const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .leftJoin('users as decider', 'decider.id', 'leave_requests.decided_by')
        .selectAll('leave_requests')
        .select('decider.name as decider_name')
        .orderBy('leave_requests.from_date', 'desc')
        .orderBy('leave_requests.created_at', 'desc')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute();
      return toPage(rows.map(toLeave), toCount(count), request);
    },

    /** Pending and approved requests: they hold their dates and their days. */
    async listActive(userId: string): Promise<Leave[]> {
      const rows = await db
        .selectFrom('leave_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', 'in', [...ACTIVE_LEAVE_STATUSES])
        .execute();
      return rows.map(toLeave);
    },

    async create(userId: string, input: ApplyLeave, days: number, now = new Date()): Promise<Leave> {
      const row: Selectable<LeaveRequestsTable> = {
        id: randomUUID(),
        user_id: userId,
        leave_type: input.leaveType,
        from_date: input.fromDate,
        to_date: input.toDate,
        days,
        reason: input.reason,
        status: 'pending',
        created_at: now.toISOString(),
        decided_by: null,
        decided_at: null,
        decision_reason: null,
      };
      await db.insertInto('leave_requests').values(row).execute();
      return toLeave(row);
    },
  };
}
