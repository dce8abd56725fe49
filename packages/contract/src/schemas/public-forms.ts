import { z } from '../zod.js';

/**
 * What the public forms (contact, consultation, booking, know your worth, job application) share
 * beside the spec's payloads (docs/product.md#fidelity): the honeypot field, and the answer to an accepted submission.
 */

/** The hidden honeypot field (HONEYPOT_FIELD): people never fill it in. */
export const honeypot = () => z.string().max(2000).optional();

/** The answer to an accepted form submission. */
export const SubmissionReceivedSchema = z.object({
  message: z.string(),
  /**
   * A signed-in submitter's candidate was already submitted for this job
   * (docs/product.md#possible-duplicates): true, with ALREADY_SUBMITTED_NOTICE; never says by whom. Absent on
   * the public forms' answers.
   */
  alreadySubmitted: z.boolean().optional(),
  notice: z.string().optional(),
});
export type SubmissionReceived = z.infer<typeof SubmissionReceivedSchema>;
