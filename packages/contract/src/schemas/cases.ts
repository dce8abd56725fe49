import { z } from '../zod.js';
import { CASE_CATEGORIES, CASE_PRIORITIES, CASE_STATUSES, PORTAL_MESSAGES } from '../portal.js';
import { requiredText } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';

/** The portal's support cases (employees and partners). */

const messages = PORTAL_MESSAGES;

/** POST /CRM/AddCase. */
export const AddCaseSchema = z.object({
  title: requiredText(messages.case.title, 150),
  category: z.enum(CASE_CATEGORIES, { error: messages.case.category }),
  priority: z.enum(CASE_PRIORITIES, { error: messages.case.priority }),
  description: requiredText(messages.case.description, 4000),
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
