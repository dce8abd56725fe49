import {
  formatMoney,
  RECORD_KINDS,
  type AddExpenseFields,
  type Expense,
  type ResubmitExpenseFields,
} from '@smartmove/contract';
import { createExpenseRepository, toExpense } from '../repositories/expense-repository.js';
import type { StoredUpload } from '../repositories/stored-upload.js';
import { queueApprovalAlerts } from './approval-alerts.js';
import { recordChange, type FieldChange } from './record-change.js';
import type { ServiceDeps } from './service-deps.js';

export type ResubmitExpenseResult =
  { resubmitted: Expense; replacedReceipt: string | undefined } | { notFound: true } | { notRejected: true };

/** The fields a resubmission may change, as the claim's history names them. */
const EDITABLE_FIELDS = [
  ['expenseDate', 'expense_date'],
  ['category', 'category'],
  ['amount', 'amount'],
  ['currency', 'currency'],
  ['description', 'description'],
] as const;

/** The claims an employee submits; their decisions and payment are the approval service's. */
export function createExpenseService({ db, env, mailLinks }: ServiceDeps) {
  return {
    /** A new claim with its stored receipt, waiting for the employee's approver (who gets an alert). */
    submit(
      userId: string,
      input: AddExpenseFields,
      receipt: StoredUpload,
      now = new Date(),
    ): Promise<Expense> {
      return db.transaction().execute(async (trx) => {
        const expense = await createExpenseRepository(trx).create(userId, input, receipt, now);
        await queueApprovalAlerts(trx, env, mailLinks, 'claim', expense.id, now);
        return expense;
      });
    },

    /**
     * The author's rejected claim, corrected (and with a new receipt when one is given), waits for their
     * approver again: the approvals list shows it and the approval service decides it as any other. The
     * change and its history (the status and each corrected field) with its audit line commit together;
     * the caller removes a replaced receipt's file once this has committed. Anybody else's claim is a
     * `notFound`, one that is not rejected (waiting, approved, paid) a `notRejected`.
     */
    async resubmit(
      author: { id: string; name: string },
      input: ResubmitExpenseFields,
      receipt: StoredUpload | undefined,
      now = new Date(),
    ): Promise<ResubmitExpenseResult> {
      return db.transaction().execute(async (trx) => {
        const expenses = createExpenseRepository(trx);
        const before = await expenses.findOwn(author.id, input.id);
        if (!before) return { notFound: true } as const;
        if (before.status !== 'rejected') return { notRejected: true } as const;
        // Rejected again meanwhile is impossible (only a waiting claim is decided): a false here is a
        // concurrent resubmission, which got there first.
        if (!(await expenses.resubmit(input.id, input, receipt))) return { notRejected: true } as const;
        const fields: FieldChange[] = [{ field: 'status', oldValue: before.status, newValue: 'submitted' }];
        for (const [field, column] of EDITABLE_FIELDS) {
          const oldValue = String(column === 'amount' ? Number(before.amount) : before[column]);
          const newValue = String(input[field]);
          if (oldValue !== newValue) fields.push({ field, oldValue, newValue });
        }
        if (receipt) {
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
            label: `${author.name}, ${formatMoney(input.amount, input.currency)} ${input.category}`,
          },
          fields,
          at: now,
        });
        // Waiting again: the old links are void and the approver gets a new alert.
        await queueApprovalAlerts(trx, env, mailLinks, 'claim', input.id, now);
        const after = await expenses.findOwn(author.id, input.id);
        if (!after) throw new Error('The claim just resubmitted is missing');
        return {
          resubmitted: toExpense(after),
          replacedReceipt: receipt ? before.receipt_file_name : undefined,
        };
      });
    },
  };
}

export type ExpenseService = ReturnType<typeof createExpenseService>;
