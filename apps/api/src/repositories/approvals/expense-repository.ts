import { randomUUID } from 'node:crypto';
import {
  EXPENSE_STATE,
  type AddExpenseFields,
  type Expense,
  type ExpenseStatus,
  type Page,
} from '@smartmove/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ExpensesTable } from '../../db/schema.js';
import { storeDecision, type DecisionColumns } from './decision-columns.js';
import { claimFields } from '../recruiting/request-fields.js';
import { readPage, type PageRequest } from '../pagination.js';
import { RECEIPT_COLUMNS, receiptOf, type StoredUpload } from '../stored-upload.js';

/** A claim's row with the names its list shows: the approver who decided, the client it is billed to. */
export type ExpenseRow = Selectable<ExpensesTable> & {
  decider_name?: string | null;
  bill_to_client_name?: string | null;
};

export function toExpense(row: ExpenseRow): Expense {
  return {
    id: row.id,
    ...claimFields(row),
    createdAt: row.created_at,
    paidAt: row.paid_at,
    withdrawnAt: row.withdrawn_at ?? null,
  };
}

export type StoredReceipt = StoredUpload;

/** An employee's claims and their receipts, as read. */
export function createExpenseQueries(db: Kysely<Database>) {
  return {
    async list(
      userId: string,
      request: PageRequest & { status?: ExpenseStatus | undefined },
    ): Promise<Page<Expense>> {
      let query = db.selectFrom('expenses').where('expenses.user_id', '=', userId);
      if (request.status) query = query.where('expenses.status', '=', request.status);
      return readPage(
        query,
        request,
        (list) =>
          list
            .leftJoin('users as decider', 'decider.id', 'expenses.decided_by')
            .leftJoin('clients as bill_to', 'bill_to.id', 'expenses.bill_to_client_id')
            .selectAll('expenses')
            .select(['decider.name as decider_name', 'bill_to.name as bill_to_client_name'])
            .orderBy('expenses.created_at', 'desc')
            .orderBy('expenses.id'),
        (rows) => rows.map(toExpense),
      );
    },

    /** The stored receipt of one of the user's own claims; undefined for anybody else's. */
    async findReceipt(userId: string, expenseId: string): Promise<StoredReceipt | undefined> {
      const row = await db
        .selectFrom('expenses')
        .select(RECEIPT_COLUMNS)
        .where('id', '=', expenseId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? receiptOf(row) : undefined;
    },

    /** One of the user's own claims as stored; undefined for anybody else's. */
    async findOwn(userId: string, expenseId: string): Promise<ExpenseRow | undefined> {
      return db
        .selectFrom('expenses')
        .leftJoin('clients as bill_to', 'bill_to.id', 'expenses.bill_to_client_id')
        .selectAll('expenses')
        .select('bill_to.name as bill_to_client_name')
        .where('expenses.id', '=', expenseId)
        .where('expenses.user_id', '=', userId)
        .executeTakeFirst();
    },
  };
}

/** Expense claims with their stored receipt; an approver decides on them and marks them paid. */
export function createExpenseRepository(trx: Transaction<Database>) {
  return {
    ...createExpenseQueries(trx),
    /**
     * A rejected claim corrected by its author and sent again: its fields (and its receipt, when a new one
     * is given) replaced, waiting for a decision once more, the earlier decision cleared (its history keeps
     * it). False when it is no longer rejected.
     */
    async resubmit(
      id: string,
      input: AddExpenseFields,
      receipt: StoredReceipt | undefined,
    ): Promise<boolean> {
      const updated = await trx
        .updateTable('expenses')
        .set({
          expense_date: input.expenseDate,
          category: input.category,
          amount_minor: input.amount,
          currency: input.currency,
          description: input.description,
          bill_to_client_id: input.billToClientId ?? null,
          ...(receipt
            ? {
                receipt_file_name: receipt.storedName,
                receipt_original_name: receipt.originalName,
                receipt_mime_type: receipt.mimeType,
                receipt_size: receipt.size,
              }
            : {}),
          status: EXPENSE_STATE.waiting,
          decided_by: null,
          decided_at: null,
          decision_reason: null,
        })
        .where('id', '=', id)
        .where('status', '=', EXPENSE_STATE.rejected)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    async create(
      userId: string,
      input: AddExpenseFields,
      receipt: StoredReceipt,
      now = new Date(),
      clientName?: string,
    ): Promise<Expense> {
      const row = {
        id: randomUUID(),
        user_id: userId,
        expense_date: input.expenseDate,
        category: input.category,
        amount_minor: input.amount,
        currency: input.currency,
        description: input.description,
        receipt_file_name: receipt.storedName,
        receipt_original_name: receipt.originalName,
        receipt_mime_type: receipt.mimeType,
        receipt_size: receipt.size,
        status: EXPENSE_STATE.waiting,
        created_at: now.toISOString(),
        decided_by: null,
        decided_at: null,
        decision_reason: null,
        paid_at: null,
        withdrawn_at: null,
        bill_to_client_id: input.billToClientId ?? null,
      };
      await trx.insertInto('expenses').values(row).execute();
      return toExpense({ ...row, bill_to_client_name: clientName ?? null });
    },

    /** The author withdraws a claim waiting for approval; false when it was decided meanwhile. */
    async withdraw(id: string, at: string): Promise<boolean> {
      const updated = await trx
        .updateTable('expenses')
        .set({ status: EXPENSE_STATE.withdrawn, withdrawn_at: at })
        .where('id', '=', id)
        .where('status', '=', EXPENSE_STATE.waiting)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** An approver's decision on submitted claims: how many were still submitted (and now changed). */
    decide(ids: readonly string[], decision: DecisionColumns): Promise<number> {
      return storeDecision(trx, 'expenses', ids, EXPENSE_STATE.waiting, decision);
    },

    /** An approved claim is paid; false when it is no longer approved. */
    async markPaid(id: string, at: string): Promise<boolean> {
      const updated = await trx
        .updateTable('expenses')
        .set({ status: EXPENSE_STATE.paid, paid_at: at })
        .where('id', '=', id)
        .where('status', '=', EXPENSE_STATE.approved)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
  };
}

export type ExpenseQueries = ReturnType<typeof createExpenseQueries>;
