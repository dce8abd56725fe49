import {
  EXPENSE_STATUSES,
  hasFakeEmail,
  LEAVE_TYPE_CODES,
  type ApprovalItem,
  type ApprovalKind,
  type ClaimApproval,
  type ExpenseStatus,
  type LeaveApproval,
  type LeaveTypeCode,
  type Page,
  type TimeSheetApproval,
} from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { decisionOf } from './decision-columns.js';
import { pageOffset, toCount, toPage, type PageRequest } from './pagination.js';
import type { StoredUpload } from './stored-upload.js';

/** The approver looking at the list: an admin sees everyone's items, an approver those of their people. */
export interface Approver {
  id: string;
  name: string;
  isAdmin: boolean;
}

/** The state in which the items of each kind wait for a decision. */
export const WAITING_STATUSES = { 'time-sheet': 'submitted', leave: 'pending', claim: 'submitted' } as const;

/** Claims on the approvals page: waiting for a decision, or approved and waiting to be paid. */
const OPEN_CLAIM_STATUSES = ['submitted', 'approved'] as const;

/** What a decision is about, as its audit line and its e-mail to the author name it. */
export type DecidableItem =
  | { kind: 'time-sheet'; weekStart: string }
  | { kind: 'leave'; fromDate: string; toDate: string }
  | { kind: 'claim'; amount: number; currency: string; category: string };

/** A row the approver may decide on, with its author. */
export interface DecidableRow {
  id: string;
  status: string;
  authorName: string;
  /** Null for an account without a real address (signed up by phone alone, or erased). */
  authorEmail: string | null;
  item: DecidableItem;
}

/**
 * Approvals (docs/product.md#back-office), the reading side: the time sheets, leave requests and claims
 * waiting for the approver, oldest first, and the rows a decision is about (the decision itself is
 * services/approval-service.ts). Nobody decides on their own items. Build it on the decision's transaction
 * to read the rows it changes.
 */
export function createApprovalQueries(db: Kysely<Database>) {
  /** The time sheets of the people the approver may decide for. */
  function sheetsOf(approver: Approver) {
    return db
      .selectFrom('time_sheets')
      .innerJoin('users as author', 'author.id', 'time_sheets.user_id')
      .where('time_sheets.user_id', '!=', approver.id)
      .$if(!approver.isAdmin, (q) => q.where('author.manager_id', '=', approver.id));
  }

  /** The leave requests of the people the approver may decide for. */
  function leavesOf(approver: Approver) {
    return db
      .selectFrom('leave_requests')
      .innerJoin('users as author', 'author.id', 'leave_requests.user_id')
      .where('leave_requests.user_id', '!=', approver.id)
      .$if(!approver.isAdmin, (q) => q.where('author.manager_id', '=', approver.id));
  }

  /** The claims of the people the approver may decide for. */
  function claimsOf(approver: Approver) {
    return db
      .selectFrom('expenses')
      .innerJoin('users as author', 'author.id', 'expenses.user_id')
      .where('expenses.user_id', '!=', approver.id)
      .$if(!approver.isAdmin, (q) => q.where('author.manager_id', '=', approver.id));
  }

  async function listTimeSheets(approver: Approver, request: PageRequest): Promise<Page<TimeSheetApproval>> {
    const query = sheetsOf(approver).where('time_sheets.status', '=', WAITING_STATUSES['time-sheet']);
    const [{ count }, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      query
        .select([
          'time_sheets.id',
          'time_sheets.user_id',
          'time_sheets.week_start',
          'time_sheets.total_hours',
          'time_sheets.submitted_at',
          'time_sheets.updated_at',
          'author.name as author_name',
        ])
        .orderBy('time_sheets.submitted_at')
        .orderBy('time_sheets.id')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute(),
    ]);
    const entries =
      rows.length === 0
        ? []
        : await db
            .selectFrom('time_sheet_entries')
            .select(['time_sheet_id', 'project', 'position'])
            .where(
              'time_sheet_id',
              'in',
              rows.map((row) => row.id),
            )
            .orderBy('position')
            .execute();
    const items = rows.map((row): TimeSheetApproval => ({
      kind: 'time-sheet',
      id: row.id,
      personId: row.user_id,
      personName: row.author_name,
      submittedAt: row.submitted_at ?? row.updated_at,
      status: 'submitted',
      weekStart: row.week_start,
      totalHours: Number(row.total_hours),
      projects: entries.filter((entry) => entry.time_sheet_id === row.id).map((entry) => entry.project),
    }));
    return toPage(items, toCount(count as string | number), request);
  }

  async function listLeave(approver: Approver, request: PageRequest): Promise<Page<LeaveApproval>> {
    const query = leavesOf(approver).where('leave_requests.status', '=', WAITING_STATUSES.leave);
    const [{ count }, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      query
        .selectAll('leave_requests')
        .select('author.name as author_name')
        .orderBy('leave_requests.created_at')
        .orderBy('leave_requests.id')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute(),
    ]);
    const items = rows.map((row): LeaveApproval => ({
      kind: 'leave',
      id: row.id,
      personId: row.user_id,
      personName: row.author_name,
      submittedAt: row.created_at,
      status: 'pending',
      leaveType: (LEAVE_TYPE_CODES as readonly string[]).includes(row.leave_type)
        ? (row.leave_type as LeaveTypeCode)
        : 'unpaid',
      fromDate: row.from_date,
      toDate: row.to_date,
      days: Number(row.days),
      reason: row.reason,
      certificateName: row.certificate_file_name ? (row.certificate_original_name ?? 'certificate') : null,
    }));
    return toPage(items, toCount(count as string | number), request);
  }

  async function listClaims(approver: Approver, request: PageRequest): Promise<Page<ClaimApproval>> {
    const query = claimsOf(approver)
      .leftJoin('users as decider', 'decider.id', 'expenses.decided_by')
      .where('expenses.status', 'in', [...OPEN_CLAIM_STATUSES]);
    const [{ count }, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      query
        .selectAll('expenses')
        .select(['author.name as author_name', 'decider.name as decider_name'])
        .orderBy('expenses.created_at')
        .orderBy('expenses.id')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute(),
    ]);
    const items = rows.map((row): ClaimApproval => ({
      kind: 'claim',
      id: row.id,
      personId: row.user_id,
      personName: row.author_name,
      submittedAt: row.created_at,
      status: (EXPENSE_STATUSES as readonly string[]).includes(row.status)
        ? (row.status as ExpenseStatus)
        : 'submitted',
      expenseDate: row.expense_date,
      category: row.category,
      amount: Number(row.amount),
      currency: row.currency,
      description: row.description,
      receiptName: row.receipt_original_name,
      hasReceipt: Boolean(row.receipt_file_name),
      decision: decisionOf(row),
    }));
    return toPage(items, toCount(count as string | number), request);
  }

  function toRow(
    row: { id: string; status: string; author_name: string; author_email: string | null },
    item: DecidableItem,
  ): DecidableRow {
    const { id, status, author_name: authorName, author_email: email } = row;
    return { id, status, authorName, authorEmail: email && !hasFakeEmail(email) ? email : null, item };
  }

  const author = ['author.name as author_name', 'author.email as author_email'] as const;

  return {
    /** One page of what waits for the approver, oldest first. */
    list(approver: Approver, kind: ApprovalKind, request: PageRequest): Promise<Page<ApprovalItem>> {
      switch (kind) {
        case 'time-sheet':
          return listTimeSheets(approver, request);
        case 'leave':
          return listLeave(approver, request);
        case 'claim':
          return listClaims(approver, request);
      }
    },

    /** The approver's rows among `ids` (of one kind), with what the audit line and the e-mail say about each. */
    async findDecidable(
      kind: ApprovalKind,
      ids: readonly string[],
      approver: Approver,
    ): Promise<DecidableRow[]> {
      switch (kind) {
        case 'time-sheet': {
          const rows = await sheetsOf(approver)
            .select(['time_sheets.id', 'time_sheets.status', 'week_start', ...author])
            .where('time_sheets.id', 'in', [...ids])
            .execute();
          return rows.map((row) => toRow(row, { kind, weekStart: row.week_start }));
        }
        case 'leave': {
          const rows = await leavesOf(approver)
            .select(['leave_requests.id', 'leave_requests.status', 'from_date', 'to_date', ...author])
            .where('leave_requests.id', 'in', [...ids])
            .execute();
          return rows.map((row) => toRow(row, { kind, fromDate: row.from_date, toDate: row.to_date }));
        }
        case 'claim': {
          const rows = await claimsOf(approver)
            .select(['expenses.id', 'expenses.status', 'amount', 'currency', 'category', ...author])
            .where('expenses.id', 'in', [...ids])
            .execute();
          return rows.map((row) =>
            toRow(row, { kind, amount: Number(row.amount), currency: row.currency, category: row.category }),
          );
        }
      }
    },

    /** The receipt of a claim by one of the approver's people (any state); undefined for anybody else's. */
    async findReceipt(approver: Approver, claimId: string): Promise<StoredUpload | undefined> {
      const row = await claimsOf(approver)
        .select(['receipt_file_name', 'receipt_original_name', 'receipt_mime_type', 'receipt_size'])
        .where('expenses.id', '=', claimId)
        .executeTakeFirst();
      return row
        ? {
            storedName: row.receipt_file_name,
            originalName: row.receipt_original_name,
            mimeType: row.receipt_mime_type,
            size: row.receipt_size,
          }
        : undefined;
    },
  };
}

export type ApprovalQueries = ReturnType<typeof createApprovalQueries>;
