import { randomUUID } from 'node:crypto';
import {
  ACTIVE_LEAVE_STATUSES,
  LEAVE_STATE,
  LEAVE_STATUSES,
  STAFF_ROLES,
  type ApplyLeave,
  type Leave,
  type LeaveStatus,
  type Page,
} from '@smartmove/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, LeaveRequestsTable } from '../../db/schema.js';
import { decisionOf, storeDecision, type DecisionColumns } from './decision-columns.js';
import { leaveFields } from '../recruiting/request-fields.js';
import { readPage, type PageRequest } from '../pagination.js';
import type { StoredUpload } from '../stored-upload.js';

/** A stored medical certificate (the same shape as a claim's receipt). */
export type StoredCertificate = StoredUpload;

/** Who asks for a certificate: its author, their manager, or an admin. */
export interface CertificateReader {
  id: string;
  staffRoles: readonly string[];
}

function toLeave(row: Selectable<LeaveRequestsTable> & { decider_name?: string | null }): Leave {
  return {
    id: row.id,
    ...leaveFields(row),
    status: (LEAVE_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as LeaveStatus)
      : LEAVE_STATE.waiting,
    createdAt: row.created_at,
    decision: decisionOf({ ...row, decider_name: row.decider_name ?? null }),
  };
}

/** Leave requests as read: a person's, the active ones, a certificate. */
export function createLeaveQueries(db: Kysely<Database>) {
  return {
    async list(userId: string, request: PageRequest): Promise<Page<Leave>> {
      const query = db.selectFrom('leave_requests').where('leave_requests.user_id', '=', userId);
      return readPage(
        query,
        request,
        (list) =>
          list
            .leftJoin('users as decider', 'decider.id', 'leave_requests.decided_by')
            .selectAll('leave_requests')
            .select('decider.name as decider_name')
            .orderBy('leave_requests.from_date', 'desc')
            .orderBy('leave_requests.created_at', 'desc'),
        (rows) => rows.map(toLeave),
      );
    },

    /** Pending and approved requests: they hold their dates and their days. */
    async listActive(userId: string): Promise<Leave[]> {
      return (await this.listActiveOf([userId])).get(userId) ?? [];
    },

    /** The pending and approved requests of each of `userIds` (every person in the map), in one query. */
    async listActiveOf(userIds: readonly string[]): Promise<Map<string, Leave[]>> {
      const byUser = new Map(userIds.map((userId): [string, Leave[]] => [userId, []]));
      if (userIds.length === 0) return byUser;
      const rows = await db
        .selectFrom('leave_requests')
        .selectAll()
        .where('user_id', 'in', [...userIds])
        .where('status', 'in', [...ACTIVE_LEAVE_STATUSES])
        .execute();
      for (const row of rows) byUser.get(row.user_id)?.push(toLeave(row));
      return byUser;
    },

    /** Pending and approved requests of the office's people whose dates cover `date`, with their authors. */
    async listActiveCovering(
      office: string,
      date: string,
    ): Promise<Array<Leave & { authorId: string; authorName: string }>> {
      const rows = await db
        .selectFrom('leave_requests')
        .innerJoin('users as author', 'author.id', 'leave_requests.user_id')
        .selectAll('leave_requests')
        .select(['author.id as author_id', 'author.name as author_name'])
        .where('author.office', '=', office)
        .where('leave_requests.status', 'in', [...ACTIVE_LEAVE_STATUSES])
        .where('leave_requests.from_date', '<=', date)
        .where('leave_requests.to_date', '>=', date)
        .execute();
      return rows.map((row) => ({ ...toLeave(row), authorId: row.author_id, authorName: row.author_name }));
    },

    /** One of the user's own requests; undefined for anybody else's. */
    async findOwn(userId: string, id: string): Promise<Leave | undefined> {
      const row = await db
        .selectFrom('leave_requests')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toLeave(row) : undefined;
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

/** Leave requests. Build it on a transaction when a check and a change must see the same rows. */
export function createLeaveRepository(trx: Transaction<Database>) {
  return {
    ...createLeaveQueries(trx),
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
        status: LEAVE_STATE.waiting,
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
      await trx.insertInto('leave_requests').values(row).execute();
      return toLeave(row);
    },

    /** A request's days, counted again (an office holiday was added or removed inside its dates). */
    async setDays(id: string, days: number): Promise<void> {
      await trx.updateTable('leave_requests').set({ days }).where('id', '=', id).execute();
    },

    /** The author cancels a pending request; false when it was decided meanwhile. */
    async cancel(id: string, at: string): Promise<boolean> {
      const updated = await trx
        .updateTable('leave_requests')
        .set({ status: LEAVE_STATE.cancelled, cancelled_at: at })
        .where('id', '=', id)
        .where('status', '=', LEAVE_STATE.waiting)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** An approver's decision on pending requests: how many were still pending (and now changed). */
    decide(ids: readonly string[], decision: DecisionColumns): Promise<number> {
      return storeDecision(trx, 'leave_requests', ids, LEAVE_STATE.waiting, decision);
    },
  };
}

export type LeaveQueries = ReturnType<typeof createLeaveQueries>;
