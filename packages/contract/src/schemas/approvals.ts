import { FileDispositionSchema } from './stored-files.js';
import { z } from '../zod.js';
import { EXPENSE_STATUSES, LEAVE_TYPE_CODES, PAGE_SIZE_MAX } from '../portal.js';
import { MESSAGES } from '../messages.js';
import { multilineText } from './fields.js';
import { LeaveBalanceSchema } from './leave-balance.js';
import { PageQuerySchema, pageOf } from './pages.js';

/**
 * Approvals (docs/product.md#back-office): an approver decides on the time sheets, leave requests and
 * claims of the people they manage (an admin: everyone's), and the author reads each decision.
 */

export const APPROVAL_KINDS = ['time-sheet', 'leave', 'claim'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  'time-sheet': 'time sheet',
  leave: 'leave',
  claim: 'claim',
};
export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];
/** The state each decision leads to, for every kind. */
export const DECIDED_STATUSES = { approve: 'approved', reject: 'rejected' } as const;
export const REJECTION_REASON_MAX = 1000;

export const APPROVAL_MESSAGES = {
  reason: 'Please enter the reason for rejecting',
  notFound: 'Nothing waiting for your decision has this id',
  notWaiting: 'This item is no longer waiting for a decision',
  claimNotFound: 'This claim does not exist',
  notApproved: 'Only an approved claim can be marked paid',
  receiptNotFound: 'Receipt not found',
} as const;

/** An approver's decision as its author reads it: who, when and (for a rejection) why. */
export const DecisionSchema = z.object({
  by: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
});
export type Decision = z.infer<typeof DecisionSchema>;

/** GET /CRM/GetApprovals?kind=: one kind's waiting items, oldest first. */
export const ApprovalsQuerySchema = PageQuerySchema.extend({
  kind: z.enum(APPROVAL_KINDS).default('time-sheet'),
});
export type ApprovalsQuery = z.input<typeof ApprovalsQuerySchema>;

const waitingItem = {
  id: z.string(),
  personId: z.string(),
  personName: z.string(),
  /** When the author sent it (the waiting list is oldest first). */
  submittedAt: z.string(),
};

/** One day of a waiting time sheet's week. */
export const TimeSheetDaySchema = z.object({
  date: z.string(),
  hours: z.number(),
  /** The name of the author's office holiday on this day; null on a working day. */
  holiday: z.string().nullable(),
});
export type TimeSheetDay = z.infer<typeof TimeSheetDaySchema>;

/** A colleague out during a waiting leave request (never their reason). */
export const AlsoOutSchema = z.object({ name: z.string(), fromDate: z.string(), toDate: z.string() });
export type AlsoOut = z.infer<typeof AlsoOutSchema>;

export const TimeSheetApprovalSchema = z.object({
  ...waitingItem,
  kind: z.literal('time-sheet'),
  status: z.literal('submitted'),
  weekStart: z.string(),
  totalHours: z.number(),
  projects: z.array(z.string()),
  /** The sheet's rows as its author entered them: a project and its hours from Monday to Sunday. */
  entries: z.array(z.object({ project: z.string(), hours: z.array(z.number()) })),
  /** The week from Monday: each day's hours over all rows and the office holiday that falls on it, if any. */
  days: z.array(TimeSheetDaySchema),
});
export const LeaveApprovalSchema = z.object({
  ...waitingItem,
  kind: z.literal('leave'),
  status: z.literal('pending'),
  leaveType: z.enum(LEAVE_TYPE_CODES),
  fromDate: z.string(),
  toDate: z.string(),
  days: z.number(),
  reason: z.string(),
  /** A sick-leave request's medical certificate, when one was attached (GetLeaveCertificate serves it). */
  certificateName: z.string().nullable(),
  /**
   * The author's paid time off balance as their leave page shows it (this request already counted), and
   * whether this request's leave type draws on it.
   */
  balance: LeaveBalanceSchema.extend({ drawsOnBalance: z.boolean() }),
  /** Others with the same manager whose pending or approved leave overlaps these dates: names and dates only. */
  alsoOut: z.array(AlsoOutSchema),
});
export const ClaimApprovalSchema = z.object({
  ...waitingItem,
  kind: z.literal('claim'),
  /** Submitted claims wait for a decision; approved ones for "Mark paid". */
  status: z.enum(EXPENSE_STATUSES),
  expenseDate: z.string(),
  category: z.string(),
  /** In minor units (cents, paise) of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  receiptName: z.string(),
  hasReceipt: z.boolean(),
  decision: DecisionSchema.nullable(),
});
export const ApprovalItemSchema = z.discriminatedUnion('kind', [
  TimeSheetApprovalSchema,
  LeaveApprovalSchema,
  ClaimApprovalSchema,
]);
export type TimeSheetApproval = z.infer<typeof TimeSheetApprovalSchema>;
export type LeaveApproval = z.infer<typeof LeaveApprovalSchema>;
export type ClaimApproval = z.infer<typeof ClaimApprovalSchema>;
export type ApprovalItem = z.infer<typeof ApprovalItemSchema>;
export const ApprovalPageSchema = pageOf(ApprovalItemSchema);

/** POST /CRM/DecideApproval: approve or reject one or more waiting items of one kind; a rejection says why. */
export const DecideApprovalSchema = z
  .object({
    kind: z.enum(APPROVAL_KINDS),
    ids: z.array(z.uuid()).min(1).max(PAGE_SIZE_MAX),
    decision: z.enum(APPROVAL_DECISIONS),
    reason: z.string().trim().max(REJECTION_REASON_MAX, { error: MESSAGES.tooLong }).optional(),
  })
  .superRefine((body, context) => {
    if (body.decision === 'reject' && !body.reason) {
      context.addIssue({ code: 'custom', message: APPROVAL_MESSAGES.reason, path: ['reason'] });
    }
  });
export type DecideApproval = z.input<typeof DecideApprovalSchema>;
export const DecideApprovalResultSchema = z.object({
  kind: z.enum(APPROVAL_KINDS),
  ids: z.array(z.string()),
  status: z.string(),
});

/** The Reject dialog's form: its one field, "Reason". */
export const RejectionReasonSchema = z.object({
  reason: multilineText(APPROVAL_MESSAGES.reason, REJECTION_REASON_MAX),
});
export type RejectionReason = z.infer<typeof RejectionReasonSchema>;

/** POST /CRM/MarkClaimPaid. */
export const MarkClaimPaidSchema = z.object({ id: z.uuid() });
export const MarkClaimPaidResultSchema = z.object({
  id: z.string(),
  status: z.literal('paid'),
  paidAt: z.string(),
});
/** GET /CRM/GetClaimReceipt?id= */
export const ClaimReceiptQuerySchema = z.object({ id: z.uuid(), disposition: FileDispositionSchema });
