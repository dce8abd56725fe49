import {
  EXPENSE_STATUSES,
  LEAVE_TYPE_CODES,
  type Expense,
  type ExpenseStatus,
  type Leave,
  type LeaveTypeCode,
} from '@smartmove/contract';
import type { Selectable } from 'kysely';
import type { ExpensesTable, LeaveRequestsTable } from '../../db/schema.js';
import { decisionOf } from '../approvals/decision-columns.js';

/** What a leave request says, as its author's list and the approver's both show it. */
export function leaveFields(
  row: Selectable<LeaveRequestsTable>,
): Pick<Leave, 'leaveType' | 'fromDate' | 'toDate' | 'days' | 'reason' | 'certificateName'> {
  return {
    leaveType: (LEAVE_TYPE_CODES as readonly string[]).includes(row.leave_type)
      ? (row.leave_type as LeaveTypeCode)
      : 'unpaid',
    fromDate: row.from_date,
    toDate: row.to_date,
    days: Number(row.days),
    reason: row.reason,
    certificateName: row.certificate_file_name ? (row.certificate_original_name ?? 'certificate') : null,
  };
}

/** What a claim says and where it stands, as its author's list and the approver's both show it. */
export function claimFields(
  row: Selectable<ExpensesTable> & { decider_name?: string | null; bill_to_client_name?: string | null },
): Omit<Expense, 'id' | 'createdAt' | 'paidAt' | 'withdrawnAt'> {
  return {
    expenseDate: row.expense_date,
    category: row.category,
    amount: Number(row.amount_minor),
    billToClientId: row.bill_to_client_id ?? null,
    billToClientName: row.bill_to_client_name ?? null,
    currency: row.currency,
    description: row.description,
    receiptName: row.receipt_original_name,
    status: (EXPENSE_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as ExpenseStatus)
      : 'submitted',
    decision: decisionOf({ ...row, decider_name: row.decider_name ?? null }),
  };
}
