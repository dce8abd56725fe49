import { z } from '../zod.js';

/**
 * What the public forms (contact, consultation, booking, know your worth, job application) share
 * beside the spec's payloads (docs/product.md#fidelity): the honeypot field, and the answer to an accepted submission.
 */

/** The hidden honeypot field (HONEYPOT_FIELD): people never fill it in. */
export const honeypot = () => z.string().max(2000).optional();

/** The answer to an accepted form submission. */
export const SubmissionReceivedSchema = z.object({ message: z.string() });
export type SubmissionReceived = z.infer<typeof SubmissionReceivedSchema>;
