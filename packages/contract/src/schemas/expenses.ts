import { z } from '../zod.js';
import {
  EXPENSE_AMOUNT_MAX,
  EXPENSE_CATEGORIES,
  EXPENSE_CURRENCIES,
  EXPENSE_STATUSES,
  PORTAL_MESSAGES,
} from '../portal.js';
import { MINOR_UNITS_PER_MAJOR } from '../money.js';
import { addDays, todayIsoDate } from '../portal-dates.js';
import { DecisionSchema } from './approvals.js';
import { multilineText } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';
import { isoDate } from './portal-fields.js';
import { FileDispositionSchema } from './stored-files.js';

/** The portal's expense claims (employees); the receipt's limits are in ../portal.ts. */

const messages = PORTAL_MESSAGES;

/** A date no later than today anywhere in the world (the server's clock may be a day behind the user's). */
function isNotInFuture(value: string): boolean {
  return value <= addDays(todayIsoDate(new Date()), 1);
}

/** A leading "$" (spaces after it allowed), then digits in thousands groups ("1,042.50") or ungrouped. */
const AMOUNT_TEXT = /^\$?\s*(?<number>-?(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d*)?)$/;

/**
 * An amount as people type it ("42.50", "$42.50", "$1,042.50") as its number; undefined when blank (or a
 * lone "$"), NaN when it is not an amount ("12abc", "1,04,2").
 */
export function parseAmountText(text: string): number | undefined {
  const match = AMOUNT_TEXT.exec(text.trim());
  if (!match) return Number.NaN;
  const number = (match.groups?.number ?? '').replaceAll(',', '');
  if (number === '') return undefined;
  return Number(number);
}

/** The text fields of POST /CRM/AddExpense (multipart; the receipt travels as `receipt`). */
export const AddExpenseFieldsSchema = z.object({
  expenseDate: isoDate(messages.expense.date).refine(isNotInFuture, { error: messages.expense.future }),
  category: z.enum(EXPENSE_CATEGORIES, { error: messages.expense.category }),
  // Multipart and form fields arrive as text: empty means missing, anything else must be an amount, which
  // may start with "$" and group its thousands with commas.
  amount: z
    .preprocess(
      (value) => (typeof value === 'string' ? parseAmountText(value) : value),
      z.number({ error: messages.expense.amount }),
    )
    .refine(Number.isFinite, { error: messages.expense.amount })
    .refine((amount) => amount > 0, { error: messages.expense.amountPositive })
    .refine((amount) => amount <= EXPENSE_AMOUNT_MAX, { error: messages.expense.amountTooLarge })
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, {
      error: messages.expense.amountDecimals,
    })
    // Typed in major units ("12.50"), stored and answered in minor units (1250).
    .transform((amount) => Math.round(amount * MINOR_UNITS_PER_MAJOR)),
  currency: z.enum(EXPENSE_CURRENCIES, { error: messages.expense.currency }),
  description: multilineText(messages.expense.description, 1000),
  /** "Bill to client": one of the clients of the author's placements; blank for none. */
  billToClientId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.uuid({ error: messages.expense.billToClient }).optional(),
  ),
});
export type AddExpenseFields = z.infer<typeof AddExpenseFieldsSchema>;

/**
 * The text fields of POST /CRM/ResubmitExpense: the author's rejected claim (`id`) corrected; the receipt
 * part is optional there (without one the claim keeps its receipt).
 */
export const ResubmitExpenseFieldsSchema = AddExpenseFieldsSchema.extend({ id: z.uuid() });
export type ResubmitExpenseFields = z.infer<typeof ResubmitExpenseFieldsSchema>;

export const ExpenseSchema = z.object({
  id: z.string(),
  expenseDate: z.string(),
  category: z.string(),
  /** In minor units (cents, paise) of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  receiptName: z.string(),
  status: z.enum(EXPENSE_STATUSES),
  createdAt: z.string(),
  /** The approver's decision on an approved, rejected or paid claim; null while it waits. */
  decision: DecisionSchema.nullable(),
  /** When an approved claim was paid. */
  paidAt: z.string().nullable(),
  /** When its author withdrew it while it waited for approval. */
  withdrawnAt: z.string().nullable(),
  /** The client it is billed to at cost ("Bill to client"); null when the firm bears it. */
  billToClientId: z.string().nullable(),
  billToClientName: z.string().nullable(),
});
export type Expense = z.infer<typeof ExpenseSchema>;
export const ExpensePageSchema = pageOf(ExpenseSchema);
/** GET /CRM/GetExpenseReceipt?id= */
export const ExpenseReceiptQuerySchema = z.object({ id: z.uuid(), disposition: FileDispositionSchema });
export const ExpensesQuerySchema = PageQuerySchema.extend({ status: z.enum(EXPENSE_STATUSES).optional() });

/** POST /CRM/WithdrawExpense: the author withdraws one of their claims while it waits for approval. */
export const WithdrawExpenseSchema = z.object({ id: z.uuid() });
