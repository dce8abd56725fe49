import { z } from '../zod.js';
import {
  CASE_CATEGORIES,
  CASE_PRIORITIES,
  CASE_REPLY_MAX_LENGTH,
  CASE_STAFF_STATUSES,
  CASE_STATUSES,
  PORTAL_MESSAGES,
} from '../portal.js';
import { filledText, lineOfText, multilineText, requiredText } from './fields.js';
import { AssigneeSchema, INBOX_MESSAGES, RecordChangeSchema, RecordIdQuerySchema } from './inbox.js';
import { PageQuerySchema, pageOf } from './pages.js';

/** The portal's support cases (employees and partners) and their answers in the back office. */

const messages = PORTAL_MESSAGES;

/** POST /CRM/AddCase. */
export const AddCaseSchema = z.object({
  title: requiredText(messages.case.title, 150),
  category: z.enum(CASE_CATEGORIES, { error: messages.case.category }),
  priority: z.enum(CASE_PRIORITIES, { error: messages.case.priority }),
  description: multilineText(messages.case.description, 4000),
});
export type AddCase = z.infer<typeof AddCaseSchema>;

export const CaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  category: z.string(),
  priority: z.string(),
  description: z.string(),
  status: z.enum(CASE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportCase = z.infer<typeof CaseSchema>;
export const CasePageSchema = pageOf(CaseSchema);
/** `status=open` lists the cases that still need work (open and in progress). */
export const CasesQuerySchema = PageQuerySchema.extend({ status: z.enum(['open']).optional() });

/** A reply's text, the same for staff and for the case's author. */
export const CaseReplyTextSchema = filledText(messages.case.reply).max(CASE_REPLY_MAX_LENGTH, {
  error: messages.case.replyTooLong,
});

/** POST /CRM/ReplyCase (staff) and POST /CRM/AddCaseReply (the case's author). */
export const CaseReplySchema = z.object({
  id: RecordIdQuerySchema.shape.id,
  body: CaseReplyTextSchema,
});
export type CaseReply = z.infer<typeof CaseReplySchema>;

/** One message of a case's thread, oldest first; `fromStaff` tells the firm's answers from the author's. */
export const CaseMessageSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  fromStaff: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type CaseMessage = z.infer<typeof CaseMessageSchema>;

/** GET /CRM/GetMyCase?id=: one of the caller's own cases with its thread. */
export const CaseThreadSchema = CaseSchema.extend({ messages: z.array(CaseMessageSchema) });
export type CaseThread = z.infer<typeof CaseThreadSchema>;

/** GET /CRM/GetCaseInbox: the filters. */
export const CaseInboxFiltersSchema = z.object({
  search: lineOfText(200).optional(),
  status: z.enum(CASE_STATUSES).optional(),
});
export type CaseInboxFilters = z.infer<typeof CaseInboxFiltersSchema>;
export const CaseInboxQuerySchema = PageQuerySchema.extend(CaseInboxFiltersSchema.shape);
export type CaseInboxQuery = z.input<typeof CaseInboxQuerySchema>;

/** A case in the staff's inbox: urgent first, then oldest. */
export const CaseSummarySchema = CaseSchema.extend({
  author: AssigneeSchema,
  assignedTo: AssigneeSchema.nullable(),
});
export type CaseSummary = z.infer<typeof CaseSummarySchema>;
export const CaseInboxPageSchema = pageOf(CaseSummarySchema);

/** GET /CRM/GetCaseDetail?id=: every field, the author, the thread, the assignee and the history. */
export const CaseDetailSchema = CaseSchema.extend({
  author: AssigneeSchema.extend({ email: z.string().nullable() }),
  assignedTo: AssigneeSchema.nullable(),
  messages: z.array(CaseMessageSchema),
  history: z.array(RecordChangeSchema),
});
export type CaseDetail = z.infer<typeof CaseDetailSchema>;

/** POST /CRM/UpdateCase: the status, the assignee (null to release it), or both. */
export const UpdateCaseSchema = z.object({
  id: RecordIdQuerySchema.shape.id,
  status: z.enum(CASE_STAFF_STATUSES, { error: INBOX_MESSAGES.status }).optional(),
  assignedTo: z.string().trim().min(1).max(64).nullable().optional(),
});
export type UpdateCase = z.infer<typeof UpdateCaseSchema>;
