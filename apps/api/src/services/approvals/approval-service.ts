import {
  APPROVAL_KIND_LABELS,
  DECIDED_STATUSES,
  EXPENSE_STATE,
  formatMoney,
  getLeaveType,
  PORTAL_ROUTES,
  RECORD_KINDS,
  type ApprovalDecision,
  type ApprovalItem,
  type ApprovalKind,
  type Page,
} from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { approvalDecisionMail } from '../../mail/mail-messages.js';
import {
  createApprovalQueries,
  WAITING_STATUSES,
  type Approver,
  type DecidableItem,
  type DecidableRow,
} from '../../repositories/approvals/approval-queries.js';
import type { DecisionColumns } from '../../repositories/approvals/decision-columns.js';
import type { PageRequest } from '../../repositories/pagination.js';
import { createDecisionLinkRepository } from '../../repositories/approvals/decision-link-repository.js';
import { createExpenseRepository } from '../../repositories/approvals/expense-repository.js';
import { createLeaveRepository } from '../../repositories/approvals/leave-repository.js';
import { createTimeSheetRepository } from '../../repositories/approvals/time-sheet-repository.js';
import { pageUrl } from '../site-links.js';
import { readLeaveBalances } from './leave-service.js';
import { queueMail } from '../mail/mail-queue.js';
import { recordChange } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';

export type DecideResult =
  { decided: { ids: string[]; status: string } } | { notFound: true } | { notWaiting: true };

/**
 * A decision made through an approval link (services/approvals/decision-link-service.ts): `claim` runs first in the
 * decision's transaction and uses up the link (false: the link can no longer be used, nothing changes).
 */
export interface FromEmail {
  claim: (trx: Transaction<Database>) => Promise<boolean>;
}

export type MarkPaidResult =
  { paid: { id: string; status: 'paid'; paidAt: string } } | { notFound: true } | { notApproved: true };

/** Thrown inside a decision's transaction to roll it back when another decision got there first. */
class DecidedMeanwhile extends Error {}

const RECORD_KIND_OF = {
  'time-sheet': RECORD_KINDS.timeSheet,
  leave: RECORD_KINDS.leave,
  claim: RECORD_KINDS.claim,
} as const;

function labelOf(authorName: string, item: DecidableItem): string {
  switch (item.kind) {
    case 'time-sheet':
      return `${authorName}, week of ${item.weekStart}`;
    case 'leave':
      return `${authorName}, ${item.fromDate} to ${item.toDate}`;
    case 'claim':
      return `${authorName}, ${formatMoney(item.amount, item.currency)} ${item.category}`;
  }
}

/** The author's portal screen of each kind of item, as the decision e-mail links it. */
const AUTHOR_SCREENS = {
  'time-sheet': PORTAL_ROUTES.timeSheet,
  leave: PORTAL_ROUTES.applyLeave,
  claim: PORTAL_ROUTES.employeeClaims,
} as const;

/** The repository that stores a decision on items of `kind`, on the decision's transaction. */
function decisionStore(trx: Transaction<Database>, kind: ApprovalKind) {
  switch (kind) {
    case 'time-sheet':
      return createTimeSheetRepository(trx);
    case 'leave':
      return createLeaveRepository(trx);
    case 'claim':
      return createExpenseRepository(trx);
  }
}

/** The history row, the audit line and the author's e-mail of one decided row. */
async function recordDecision(
  trx: Transaction<Database>,
  row: DecidableRow,
  change: { to: string; action: string; mailOutcome: Parameters<typeof approvalDecisionMail>[2] },
  approver: Approver,
  now: Date,
  env: ServiceDeps['env'],
): Promise<void> {
  const recordKind = RECORD_KIND_OF[row.item.kind];
  await recordChange(trx, {
    actor: approver,
    action: change.action,
    record: { kind: recordKind, id: row.id, label: labelOf(row.authorName, row.item) },
    fields: [{ field: 'status', oldValue: row.status, newValue: change.to }],
    at: now,
  });
  if (row.authorEmail) {
    const mail = approvalDecisionMail(
      { name: row.authorName },
      row.item,
      change.mailOutcome,
      approver.name,
      pageUrl(env, AUTHOR_SCREENS[row.item.kind]),
    );
    await queueMail(trx, [{ ...mail, to: row.authorEmail, causeKind: recordKind, causeId: row.id }], now);
  }
}

/**
 * Approvals (docs/product.md#back-office): an approver decides on the time sheets, leave requests and claims
 * of their people and marks approved claims paid; each decision with its history row, audit line and e-mail
 * to the author in one transaction.
 */
export function createApprovalService({ db, changes, env }: ServiceDeps) {
  const service = {
    /**
     * One page of what waits for the approver, oldest first; a leave request with its author's paid time
     * off balance as their own leave page shows it.
     */
    async list(
      approver: Approver,
      kind: ApprovalKind,
      request: PageRequest,
      now: Date = new Date(),
      onlyId?: string,
    ): Promise<Page<ApprovalItem>> {
      const page = await createApprovalQueries(db).list(approver, kind, request, onlyId);
      // The page's authors' balances read together, however many of their requests wait.
      const authors = page.items.flatMap((item) => (item.kind === 'leave' ? [item.personId] : []));
      const balanceOf = await readLeaveBalances(db, authors, now);
      const items = page.items.map((item): ApprovalItem => {
        if (item.kind !== 'leave') return item;
        const drawsOnBalance = Boolean(getLeaveType(item.leaveType)?.usesBalance);
        return { ...item, balance: { ...balanceOf(item.personId), drawsOnBalance } };
      });
      return { ...page, items };
    },

    /** One item as the approver's list shows it; undefined unless it is in that list. */
    async find(
      approver: Approver,
      kind: ApprovalKind,
      id: string,
      now: Date = new Date(),
    ): Promise<ApprovalItem | undefined> {
      const page = await service.list(approver, kind, { page: 1, pageSize: 1 }, now, id);
      return page.items[0];
    },

    /**
     * Approves or rejects every one of `ids` (all of one kind), or none: an id that is not the approver's
     * to decide is a `notFound`, one already decided a `notWaiting`. `fromEmail`: decided through an approval
     * link, which is used up in the same transaction (audited "(from e-mail)"). Every link to the decided
     * items is void from then on.
     */
    async decide(
      approver: Approver,
      kind: ApprovalKind,
      ids: readonly string[],
      decision: ApprovalDecision,
      reason: string | undefined,
      now: Date = new Date(),
      fromEmail?: FromEmail,
    ): Promise<DecideResult> {
      const unique = [...new Set(ids)];
      const waiting = WAITING_STATUSES[kind];
      const status = DECIDED_STATUSES[decision];
      const stored = decision === 'reject' ? (reason ?? '') : null;
      try {
        return await changes.run(async (trx) => {
          const rows = await createApprovalQueries(trx).findDecidable(kind, unique, approver);
          if (rows.length !== unique.length) return { notFound: true } as const;
          if (rows.some((row) => row.status !== waiting)) return { notWaiting: true } as const;
          if (fromEmail && !(await fromEmail.claim(trx))) throw new DecidedMeanwhile();
          const columns: DecisionColumns = {
            status,
            decided_by: approver.id,
            decided_at: now.toISOString(),
            decision_reason: stored,
          };
          // Only rows still waiting change: a decision that got there first rolls this one back.
          const changed = await decisionStore(trx, kind).decide(unique, columns);
          if (changed !== unique.length) throw new DecidedMeanwhile();
          await createDecisionLinkRepository(trx).deleteForItems(kind, unique);
          const action = `${decision === 'approve' ? 'approved' : 'rejected'} ${APPROVAL_KIND_LABELS[kind]}${
            fromEmail ? ' (from e-mail)' : ''
          }`;
          const mailOutcome =
            decision === 'approve'
              ? ({ decision: 'approved' } as const)
              : ({ decision: 'rejected', reason: stored ?? '' } as const);
          for (const row of rows) {
            await recordDecision(trx, row, { to: status, action, mailOutcome }, approver, now, env);
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
      return changes.run(async (trx) => {
        const [row] = await createApprovalQueries(trx).findDecidable('claim', [id], approver);
        if (!row) return { notFound: true } as const;
        if (row.status !== EXPENSE_STATE.approved) return { notApproved: true } as const;
        const at = now.toISOString();
        // Paid by another approver meanwhile: nothing has changed yet.
        if (!(await createExpenseRepository(trx).markPaid(id, at))) return { notApproved: true } as const;
        await recordDecision(
          trx,
          row,
          { to: EXPENSE_STATE.paid, action: 'marked claim paid', mailOutcome: { decision: 'paid' } },
          approver,
          now,
          env,
        );
        return { paid: { id, status: EXPENSE_STATE.paid, paidAt: at } } as const;
      });
    },
  };
  return service;
}

export type ApprovalService = ReturnType<typeof createApprovalService>;
