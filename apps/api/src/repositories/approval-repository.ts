import {
  APPROVAL_KIND_LABELS,
  DECIDED_STATUSES,
  EXPENSE_STATUSES,
  formatMoney,
  hasFakeEmail,
  LEAVE_TYPE_CODES,
  RECORD_KINDS,
  type ApprovalDecision,
  type ApprovalItem,
  type ApprovalKind,
  type ClaimApproval,
  type Decision,
  type ExpenseStatus,
  type LeaveApproval,
  type LeaveTypeCode,
  type Page,
  type TimeSheetApproval,
} from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { approvalDecisionMail, type DecidedItem } from '../mail/mail-messages.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import { createMailOutboxRepository } from './mail-outbox-repository.js';
import { pageOffset, toCount, toPage, type PageRequest } from './pagination.js';
import { createRecordHistoryRepository } from './record-history-repository.js';
import type { StoredReceipt } from './expense-repository.js';

/** The approver looking at the list: an admin sees everyone's items, an approver those of their people. */
export interface Approver {
  id: string;
  name: string;
  isAdmin: boolean;
}

/** The table of each kind and the state in which its items wait for a decision. */
const KINDS = {
  'time-sheet': { table: 'time_sheets', waiting: 'submitted', recordKind: RECORD_KINDS.timeSheet },
  leave: { table: 'leave_requests', waiting: 'pending', recordKind: RECORD_KINDS.leave },
  claim: { table: 'expenses', waiting: 'submitted', recordKind: RECORD_KINDS.claim },
} as const;

/** Claims on the approvals page: waiting for a decision, or approved and waiting to be paid. */
const OPEN_CLAIM_STATUSES = ['submitted', 'approved'] as const;

export type DecideResult =
  { decided: { ids: string[]; status: string } } | { notFound: true } | { notWaiting: true };

export type MarkPaidResult =
  { paid: { id: string; status: 'paid'; paidAt: string } } | { notFound: true } | { notApproved: true };

/** A decided row as the decision reads it, with its author. */
interface DecidedRow {
  id: string;
  status: string;
  authorName: string;
  authorEmail: string | null;
  item: DecidedItem;
}

/** Thrown inside a decision's transaction to roll it back when another decision got there first. */
class DecidedMeanwhile extends Error {}

/**
 * The author's view of a decision, from a row's decision columns and the decider's name.
 */
export function decisionOf(row: {
  decided_at: string | null;
  decision_reason: string | null;
  decider_name: string | null;
}): Decision | null {
  if (!row.decided_at) return null;
  return { by: row.decider_name ?? 'Unknown', at: row.decided_at, reason: row.decision_reason };
}

function labelOf(authorName: string, item: DecidedItem): string {
  switch (item.kind) {
    case 'time-sheet':
      return `${authorName}, week of ${item.weekStart}`;
    case 'leave':
      return `${authorName}, ${item.fromDate} to ${item.toDate}`;
    case 'claim':
      return `${authorName}, ${formatMoney(item.amount, item.currency)} ${item.category}`;
  }
}

/**
 * Approvals (docs/product.md#back-office): the time sheets, leave requests and claims waiting for the
 * approver, oldest first, and each decision with its history row, audit line and e-mail to the author in
 * one transaction. Nobody decides on their own items.
 */
export function createApprovalRepository(db: Kysely<Database>) {
  /** The claims of the people the approver may decide for. */
  function claimsOf(database: Kysely<Database>, approver: Approver) {
    return database
      .selectFrom('expenses')
      .innerJoin('users as author', 'author.id', 'expenses.user_id')
      .where('expenses.user_id', '!=', approver.id)
      .$if(!approver.isAdmin, (q) => q.where('author.manager_id', '=', approver.id));
  }

  async function listTimeSheets(approver: Approver, request: PageRequest): Promise<Page<TimeSheetApproval>> {
    const query = db
      .selectFrom('time_sheets')
      .innerJoin('users as author', 'author.id', 'time_sheets.user_id')
      .where('time_sheets.user_id', '!=', approver.id)
      .$if(!approver.isAdmin, (q) => q.where('author.manager_id', '=', approver.id))
      .where('time_sheets.status', '=', KINDS['time-sheet'].waiting);
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
    const query = db
      .selectFrom('leave_requests')
      .innerJoin('users as author', 'author.id', 'leave_requests.user_id')
      .where('leave_requests.user_id', '!=', approver.id)
      .$if(!approver.isAdmin, (q) => q.where('author.manager_id', '=', approver.id))
      .where('leave_requests.status', '=', KINDS.leave.waiting);
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
    const query = claimsOf(db, approver)
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

  /** The approver's rows among `ids`, with what the audit line and the e-mail say about each. */
  async function findDecidable(
    trx: Kysely<Database>,
    kind: ApprovalKind,
    ids: readonly string[],
    approver: Approver,
  ): Promise<DecidedRow[]> {
    const toRow = (
      row: { id: string; status: string; author_name: string; author_email: string | null },
      item: DecidedItem,
    ): DecidedRow => ({
      id: row.id,
      status: row.status,
      authorName: row.author_name,
      // An account without a real address (signed up by phone alone, or erased) gets no e-mail.
      authorEmail: row.author_email && !hasFakeEmail(row.author_email) ? row.author_email : null,
      item,
    });
    const author = ['author.name as author_name', 'author.email as author_email'] as const;
    switch (kind) {
      case 'time-sheet': {
        const rows = await trx
          .selectFrom('time_sheets')
          .innerJoin('users as author', 'author.id', 'time_sheets.user_id')
          .where('time_sheets.user_id', '!=', approver.id)
          .$if(!approver.isAdmin, (q) => q.where('author.manager_id', '=', approver.id))
          .select(['time_sheets.id', 'time_sheets.status', 'week_start', ...author])
          .where('time_sheets.id', 'in', [...ids])
          .execute();
        return rows.map((row) => toRow(row, { kind, weekStart: row.week_start }));
      }
      case 'leave': {
        const rows = await trx
          .selectFrom('leave_requests')
          .innerJoin('users as author', 'author.id', 'leave_requests.user_id')
          .where('leave_requests.user_id', '!=', approver.id)
          .$if(!approver.isAdmin, (q) => q.where('author.manager_id', '=', approver.id))
          .select(['leave_requests.id', 'leave_requests.status', 'from_date', 'to_date', ...author])
          .where('leave_requests.id', 'in', [...ids])
          .execute();
        return rows.map((row) => toRow(row, { kind, fromDate: row.from_date, toDate: row.to_date }));
      }
      case 'claim': {
        const rows = await claimsOf(trx, approver)
          .select(['expenses.id', 'expenses.status', 'amount', 'currency', 'category', ...author])
          .where('expenses.id', 'in', [...ids])
          .execute();
        return rows.map((row) =>
          toRow(row, { kind, amount: Number(row.amount), currency: row.currency, category: row.category }),
        );
      }
    }
  }

  /** Inside the decision's transaction: the history row, the audit line and the author's e-mail. */
  async function recordDecision(
    trx: Kysely<Database>,
    row: DecidedRow,
    change: {
      from: string;
      to: string;
      action: string;
      mailOutcome: Parameters<typeof approvalDecisionMail>[2];
    },
    approver: Approver,
    now: Date,
  ): Promise<void> {
    const recordKind = KINDS[row.item.kind].recordKind;
    await createRecordHistoryRepository(trx).addChanges(
      { kind: recordKind, id: row.id },
      approver.id,
      [{ field: 'status', oldValue: row.status, newValue: change.to }],
      now,
    );
    await createAuditLogRepository(trx).record(
      {
        actorId: approver.id,
        actorName: approver.name,
        action: change.action,
        recordKind,
        recordId: row.id,
        recordLabel: labelOf(row.authorName, row.item),
      },
      now,
    );
    if (row.authorEmail) {
      const mail = approvalDecisionMail(
        { name: row.authorName },
        row.item,
        change.mailOutcome,
        approver.name,
      );
      await createMailOutboxRepository(trx).enqueue(
        [{ ...mail, to: row.authorEmail, causeKind: recordKind, causeId: row.id }],
        now,
      );
    }
  }

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

    /**
     * Approves or rejects every one of `ids` (all of one kind), or none: an id that is not the approver's
     * to decide is a `notFound`, one already decided a `notWaiting`.
     */
    async decide(
      approver: Approver,
      kind: ApprovalKind,
      ids: readonly string[],
      decision: ApprovalDecision,
      reason: string | undefined,
      now: Date = new Date(),
    ): Promise<DecideResult> {
      const unique = [...new Set(ids)];
      const { table, waiting } = KINDS[kind];
      const status = DECIDED_STATUSES[decision];
      const stored = decision === 'reject' ? (reason ?? '') : null;
      try {
        return await db.transaction().execute(async (trx) => {
          const rows = await findDecidable(trx, kind, unique, approver);
          if (rows.length !== unique.length) return { notFound: true } as const;
          if (rows.some((row) => row.status !== waiting)) return { notWaiting: true } as const;
          const at = now.toISOString();
          // Only rows still waiting change: a decision that got there first rolls this one back.
          const updated = await trx
            .updateTable(table as 'expenses')
            .set({ status, decided_by: approver.id, decided_at: at, decision_reason: stored })
            .where('id', 'in', unique)
            .where('status', '=', waiting)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== unique.length) throw new DecidedMeanwhile();
          const action = `${decision === 'approve' ? 'approved' : 'rejected'} ${APPROVAL_KIND_LABELS[kind]}`;
          for (const row of rows) {
            await recordDecision(
              trx,
              row,
              {
                from: waiting,
                to: status,
                action,
                mailOutcome:
                  decision === 'approve'
                    ? { decision: 'approved' }
                    : { decision: 'rejected', reason: stored ?? '' },
              },
              approver,
              now,
            );
          }
          return { decided: { ids: unique, status } };
        });
      } catch (error) {
        if (error instanceof DecidedMeanwhile) return { notWaiting: true };
        throw error;
      }
    },

    /** An approved claim of the approver's people moves to paid. */
    async markPaid(approver: Approver, id: string, now: Date = new Date()): Promise<MarkPaidResult> {
      try {
        return await db.transaction().execute(async (trx) => {
          const [row] = await findDecidable(trx, 'claim', [id], approver);
          if (!row) return { notFound: true } as const;
          if (row.status !== 'approved') return { notApproved: true } as const;
          const at = now.toISOString();
          const updated = await trx
            .updateTable('expenses')
            .set({ status: 'paid', paid_at: at })
            .where('id', '=', id)
            .where('status', '=', 'approved')
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) throw new DecidedMeanwhile();
          await recordDecision(
            trx,
            row,
            { from: 'approved', to: 'paid', action: 'marked claim paid', mailOutcome: { decision: 'paid' } },
            approver,
            now,
          );
          return { paid: { id, status: 'paid', paidAt: at } } as const;
        });
      } catch (error) {
        if (error instanceof DecidedMeanwhile) return { notApproved: true };
        throw error;
      }
    },

    /** The receipt of a claim by one of the approver's people (any state); undefined for anybody else's. */
    async findReceipt(approver: Approver, claimId: string): Promise<StoredReceipt | undefined> {
      const row = await claimsOf(db, approver)
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

export type ApprovalRepository = ReturnType<typeof createApprovalRepository>;
