import { z } from '../zod.js';
import {
  EXPENSE_AMOUNT_MAX,
  EXPENSE_CATEGORIES,
  EXPENSE_CURRENCIES,
  EXPENSE_STATUSES,
  PORTAL_MESSAGES,
} from '../portal.js';
import { addDays, todayIsoDate } from '../portal-dates.js';
import { DecisionSchema } from './approvals.js';
import { multilineText } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';
import { isoDate } from './portal-fields.js';

/** The portal's expense claims (employees); the receipt's limits are in ../portal.ts. */

const messages = PORTAL_MESSAGES;

/** A date no later than today anywhere in the world (the server's clock may be a day behind the user's). */
function isNotInFuture(value: string): boolean {
  return value <= addDays(todayIsoDate(new Date()), 1);
}

/** The text fields of POST /CRM/AddExpense (multipart; the receipt travels as `receipt`). */
export const AddExpenseFieldsSchema = z.object({
  expenseDate: isoDate(messages.expense.date).refine(isNotInFuture, { error: messages.expense.future }),
  category: z.enum(EXPENSE_CATEGORIES, { error: messages.expense.category }),
  // Multipart and form fields arrive as text: empty means missing, anything else must be a number.
  amount: z
    .preprocess(
      (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
      z.number({ error: messages.expense.amount }),
    )
    .refine(Number.isFinite, { error: messages.expense.amount })
    .refine((amount) => amount > 0, { error: messages.expense.amountPositive })
    .refine((amount) => amount <= EXPENSE_AMOUNT_MAX, { error: messages.expense.amountTooLarge })
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, {
      error: messages.expense.amountDecimals,
    }),
  currency: z.enum(EXPENSE_CURRENCIES, { error: messages.expense.currency }),
  description: multilineText(messages.expense.description, 1000),
});
export type AddExpenseFields = z.infer<typeof AddExpenseFieldsSchema>;

export const ExpenseSchema = z.object({
  id: z.string(),
  expenseDate: z.string(),
  category: z.string(),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  receiptName: z.string(),
  status: z.enum(EXPENSE_STATUSES),
  createdAt: z.string(),
  /** The approver's decision on an approved, rejected or paid claim; null while it waits. */
  decision: DecisionSchema.nullable(),
  /** When an approved claim was paid. */
  paidAt: z.string().nullable(),
});
export type Expense = z.infer<typeof ExpenseSchema>;
export const ExpensePageSchema = pageOf(ExpenseSchema);
/** GET /CRM/GetExpenseReceipt?id= */
export const ExpenseReceiptQuerySchema = z.object({ id: z.uuid() });
export const ExpensesQuerySchema = PageQuerySchema.extend({ status: z.enum(EXPENSE_STATUSES).optional() });
