import { z } from '../zod.js';
import { APPLICATION_TOKEN_PATTERN } from '../personal-data.js';
import { FileDispositionSchema } from './stored-files.js';
import {
  APPROVAL_DECISIONS,
  APPROVAL_MESSAGES,
  ApprovalItemSchema,
  REJECTION_REASON_MAX,
} from './approvals.js';
import { MESSAGES } from '../messages.js';

/**
 * Approve from the e-mail (docs/product.md#approve-from-the-e-mail): the link of an approval alert,
 * `/decide/{token}`, shows the item and approves or rejects it without signing in, once, for 7 days, while
 * the item stays as it was.
 */
export const EMAIL_DECISION_MESSAGES = {
  /** Every refusal of a link (used, void, expired, unknown) reads the same. */
  unusable: 'This link can no longer be used.',
} as const;

/** How long an approval link works. */
export const DECISION_LINK_DAYS = 7;

/** Checked by the server, so that a malformed token is refused as an unknown one is (404). */
const token = z.string().max(200);

/** An approval link's token: 32 random bytes, base64url. */
export const DECISION_TOKEN_PATTERN = APPLICATION_TOKEN_PATTERN;

/** GET /CRM/GetEmailDecision?token=: changes nothing (mail scanners open links). */
export const EmailDecisionQuerySchema = z.object({ token });

/** What the page shows: the item as the back office lists it, and who decides it. */
export const EmailDecisionSchema = z.object({
  approverName: z.string(),
  item: ApprovalItemSchema,
});
export type EmailDecision = z.infer<typeof EmailDecisionSchema>;

/** POST /CRM/DecideFromEmail: the one write of a link; a rejection says why. */
export const DecideFromEmailSchema = z
  .object({
    token,
    decision: z.enum(APPROVAL_DECISIONS),
    reason: z.string().trim().max(REJECTION_REASON_MAX, { error: MESSAGES.tooLong }).optional(),
  })
  .superRefine((body, context) => {
    if (body.decision === 'reject' && !body.reason) {
      context.addIssue({ code: 'custom', message: APPROVAL_MESSAGES.reason, path: ['reason'] });
    }
  });
export type DecideFromEmail = z.input<typeof DecideFromEmailSchema>;

export const DecideFromEmailResultSchema = z.object({
  status: z.enum(['approved', 'rejected']),
  message: z.string(),
});
export type DecideFromEmailResult = z.infer<typeof DecideFromEmailResultSchema>;

/** GET /CRM/GetEmailDecisionFile?token=: a waiting claim's receipt or sick-leave certificate, through its link. */
export const EmailDecisionFileQuerySchema = z.object({ token, disposition: FileDispositionSchema });
