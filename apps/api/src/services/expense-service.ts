import {
  EXPENSE_STATE,
  formatMoney,
  minorUnitsToText,
  PORTAL_MESSAGES,
  RECORD_KINDS,
  type AddExpenseFields,
  type Expense,
  type ExpenseStatus,
  type ResubmitExpenseFields,
} from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { createClientQueries } from '../repositories/billing/client-repository.js';
import { createExpenseRepository, toExpense } from '../repositories/expense-repository.js';
import type { ReceivedUpload } from './after-commit.js';
import { queueApprovalAlerts, voidDecisionLinks } from './approval-alerts.js';
import { recordChange, type FieldChange } from './record-change.js';
import type { ServiceDeps } from './service-deps.js';

export type ResubmitExpenseResult =
  { resubmitted: Expense } | { notFound: true } | { notRejected: true } | BillToClientRefusal;

/** A "Bill to client" that is not one of the author's placements' clients, or in another currency. */
export interface BillToClientRefusal {
  refused: 'billToClientId';
  message: string;
}

/**
 * Checks a claim's "Bill to client": a client of one of the author's placements, billed in the claim's
 * currency. Answers the client's name, or the refusal.
 */
async function checkBillToClient(
  trx: Transaction<Database>,
  userId: string,
  input: AddExpenseFields,
): Promise<{ name: string | undefined } | BillToClientRefusal> {
  if (!input.billToClientId) return { name: undefined };
  const clients = await createClientQueries(trx).listOfConsultant(userId);
  const client = clients.find((candidate) => candidate.id === input.billToClientId);
  if (!client) return { refused: 'billToClientId', message: PORTAL_MESSAGES.expense.billToClient };
  if (client.currency !== input.currency) {
    return { refused: 'billToClientId', message: PORTAL_MESSAGES.expense.billToClientCurrency };
  }
  return { name: client.name };
}

export type WithdrawExpenseResult =
  { withdrawn: Expense } | { notFound: true } | { notWaiting: true; status: ExpenseStatus };

/** The fields a resubmission may change, as the claim's history names them. */
const EDITABLE_FIELDS = [
  ['expenseDate', 'expense_date'],
  ['category', 'category'],
  ['amount', 'amount'],
  ['billToClientId', 'bill_to_client_id'],
  ['currency', 'currency'],
  ['description', 'description'],
] as const;

/** A claim as its audit lines name it: "Dana Employee, $42.50 Travel". */
function claimLabel(authorName: string, claim: { amount: number; currency: string; category: string }) {
  return `${authorName}, ${formatMoney(claim.amount, claim.currency)} ${claim.category}`;
}

/** The claims an employee submits; their decisions and payment are the approval service's. */
export function createExpenseService({ changes, env, mailLinks }: ServiceDeps) {
  return {
    /** A new claim with its stored receipt, waiting for the employee's approver (who gets an alert). */
    submit(
      userId: string,
      input: AddExpenseFields,
      receipt: ReceivedUpload,
      now = new Date(),
    ): Promise<Expense | BillToClientRefusal> {
      return changes.run(async (trx, after) => {
        const client = await checkBillToClient(trx, userId, input);
        if ('refused' in client) return client;
        const expense = await createExpenseRepository(trx).create(userId, input, receipt, now, client.name);
        after.keep(receipt);
        await queueApprovalAlerts(trx, env, mailLinks, 'claim', expense.id, now);
        return expense;
      });
    },

    /**
     * The author's rejected claim, corrected (and with a new receipt when one is given), waits for their
     * approver again: the approvals list shows it and the approval service decides it as any other. The
     * change and its history (the status and each corrected field) with its audit line commit together;
     * a replaced receipt's file is removed once they have. Anybody else's claim is a
     * `notFound`, one that is not rejected (waiting, approved, paid) a `notRejected`.
     */
    async resubmit(
      author: { id: string; name: string },
      input: ResubmitExpenseFields,
      receipt: ReceivedUpload | undefined,
      now = new Date(),
    ): Promise<ResubmitExpenseResult> {
      return changes.run(async (trx, after) => {
        const expenses = createExpenseRepository(trx);
        const before = await expenses.findOwn(author.id, input.id);
        if (!before) return { notFound: true } as const;
        if (before.status !== EXPENSE_STATE.rejected) return { notRejected: true } as const;
        const client = await checkBillToClient(trx, author.id, input);
        if ('refused' in client) return client;
        // Rejected again meanwhile is impossible (only a waiting claim is decided): a false here is a
        // concurrent resubmission, which got there first.
        if (!(await expenses.resubmit(input.id, input, receipt))) return { notRejected: true } as const;
        const fields: FieldChange[] = [
          { field: 'status', oldValue: before.status, newValue: EXPENSE_STATE.waiting },
        ];
        for (const [field, column] of EDITABLE_FIELDS) {
          const oldValue =
            column === 'amount'
              ? minorUnitsToText(Number(before.amount_minor))
              : String(before[column] ?? '');
          const newValue = field === 'amount' ? minorUnitsToText(input.amount) : String(input[field] ?? '');
          if (oldValue !== newValue) fields.push({ field, oldValue, newValue });
        }
        if (receipt) {
          after.keep(receipt);
          after.removeFile(before.receipt_file_name);
          fields.push({
            field: 'receipt',
            oldValue: before.receipt_original_name,
            newValue: receipt.originalName,
          });
        }
        await recordChange(trx, {
          actor: author,
          action: 'resubmitted claim',
          record: {
            kind: RECORD_KINDS.claim,
            id: input.id,
            label: claimLabel(author.name, input),
          },
          fields,
          at: now,
        });
        // Waiting again: the old links are void and the approver gets a new alert.
        await queueApprovalAlerts(trx, env, mailLinks, 'claim', input.id, now);
        const resubmitted = await expenses.findOwn(author.id, input.id);
        if (!resubmitted) throw new Error('The claim just resubmitted is missing');
        return { resubmitted: toExpense(resubmitted) };
      });
    },

    /**
     * The author withdraws a claim while it waits for approval, as a leave request is cancelled: it leaves
     * the approver's list, its e-mail links stop working, and the change commits with its history row and
     * audit line ("withdrew claim"). Anybody else's claim is a `notFound`; one already decided a `notWaiting`.
     */
    async withdraw(
      author: { id: string; name: string },
      id: string,
      now = new Date(),
    ): Promise<WithdrawExpenseResult> {
      return changes.run(async (trx): Promise<WithdrawExpenseResult> => {
        const expenses = createExpenseRepository(trx);
        const before = await expenses.findOwn(author.id, id);
        if (!before) return { notFound: true };
        const claim = toExpense(before);
        if (claim.status !== EXPENSE_STATE.waiting) return { notWaiting: true, status: claim.status };
        if (!(await expenses.withdraw(id, now.toISOString()))) {
          // Decided in the meantime.
          const decided = await expenses.findOwn(author.id, id);
          return { notWaiting: true, status: decided ? toExpense(decided).status : EXPENSE_STATE.approved };
        }
        await recordChange(trx, {
          actor: author,
          action: 'withdrew claim',
          record: { kind: RECORD_KINDS.claim, id, label: claimLabel(author.name, claim) },
          fields: [{ field: 'status', oldValue: EXPENSE_STATE.waiting, newValue: EXPENSE_STATE.withdrawn }],
          at: now,
        });
        await voidDecisionLinks(trx, 'claim', [id]);
        return { withdrawn: { ...claim, status: EXPENSE_STATE.withdrawn, withdrawnAt: now.toISOString() } };
      });
    },
  };
}

export type ExpenseService = ReturnType<typeof createExpenseService>;
