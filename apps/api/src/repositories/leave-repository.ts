import { randomUUID } from 'node:crypto';
import {
  ACTIVE_LEAVE_STATUSES,
  LEAVE_STATUSES,
  LEAVE_TYPE_CODES,
  RECORD_KINDS,
  STAFF_ROLES,
  type ApplyLeave,
  type Leave,
  type LeaveStatus,
  type LeaveTypeCode,
  type Page,
} from '@smartmove/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LeaveRequestsTable } from '../db/schema.js';
import { decisionOf } from './approval-repository.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import type { StoredReceipt } from './expense-repository.js';
import { pageOffset, toCount, toPage, type PageRequest } from './pagination.js';
import { createRecordHistoryRepository } from './record-history-repository.js';

/** A stored medical certificate (the same shape as a claim's receipt). */
export type StoredCertificate = StoredReceipt;

/** Who asks for a certificate: its author, their manager, or an admin. */
export interface CertificateReader {
  id: string;
  staffRoles: readonly string[];
}

export type CancelLeaveResult =
  { cancelled: Leave } | { notFound: true } | { notPending: true; status: LeaveStatus };

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
    certificateName: row.certificate_file_name ? (row.certificate_original_name ?? 'certificate') : null,
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

    async create(
      userId: string,
      input: ApplyLeave,
      days: number,
      certificate: StoredCertificate | undefined,
      now = new Date(),
    ): Promise<Leave> {
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
        certificate_file_name: certificate?.storedName ?? null,
        certificate_original_name: certificate?.originalName ?? null,
        certificate_mime_type: certificate?.mimeType ?? null,
        certificate_size: certificate?.size ?? null,
        cancelled_at: null,
      };
      await db.insertInto('leave_requests').values(row).execute();
      return toLeave(row);
    },

    /**
     * The author cancels a pending request: it leaves the approver's queue and the balance, with its history
     * row and audit line in one transaction. Call it on a transaction's repository (or it opens its own).
     */
    async cancel(
      author: { id: string; name: string },
      id: string,
      now = new Date(),
    ): Promise<CancelLeaveResult> {
      return db.transaction().execute(async (trx): Promise<CancelLeaveResult> => {
        const row = await trx
          .selectFrom('leave_requests')
          .selectAll()
          .where('id', '=', id)
          .where('user_id', '=', author.id)
          .executeTakeFirst();
        if (!row) return { notFound: true };
        const status = toLeave(row).status;
        if (status !== 'pending') return { notPending: true, status };
        const at = now.toISOString();
        const updated = await trx
          .updateTable('leave_requests')
          .set({ status: 'cancelled', cancelled_at: at })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) {
          // Decided in the meantime.
          const now = await trx
            .selectFrom('leave_requests')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirst();
          return { notPending: true, status: (now?.status ?? 'approved') as LeaveStatus };
        }
        await createRecordHistoryRepository(trx).addChanges(
          { kind: RECORD_KINDS.leave, id },
          author.id,
          [{ field: 'status', oldValue: 'pending', newValue: 'cancelled' }],
          now,
        );
        await createAuditLogRepository(trx).record(
          {
            actorId: author.id,
            actorName: author.name,
            action: 'cancelled leave',
            recordKind: RECORD_KINDS.leave,
            recordId: id,
            recordLabel: `${author.name}, ${row.from_date} to ${row.to_date}`,
          },
          now,
        );
        return { cancelled: toLeave({ ...row, status: 'cancelled', cancelled_at: at }) };
      });
    },

    /**
     * A request's certificate for its author, the author's manager or an admin; undefined for anybody else
     * (and for a request without one).
     */
    async findCertificate(reader: CertificateReader, id: string): Promise<StoredCertificate | undefined> {
      const isAdmin = reader.staffRoles.includes(STAFF_ROLES.admin);
      const row = await db
        .selectFrom('leave_requests')
        .innerJoin('users as author', 'author.id', 'leave_requests.user_id')
        .select([
          'leave_requests.certificate_file_name',
          'leave_requests.certificate_original_name',
          'leave_requests.certificate_mime_type',
          'leave_requests.certificate_size',
        ])
        .where('leave_requests.id', '=', id)
        .$if(!isAdmin, (q) =>
          q.where((eb) =>
            eb.or([eb('leave_requests.user_id', '=', reader.id), eb('author.manager_id', '=', reader.id)]),
          ),
        )
        .executeTakeFirst();
      if (!row?.certificate_file_name) return undefined;
      return {
        storedName: row.certificate_file_name,
        originalName: row.certificate_original_name ?? 'certificate',
        mimeType: row.certificate_mime_type ?? 'application/octet-stream',
        size: Number(row.certificate_size ?? 0),
      };
    },
  };
}
