import { z } from '../zod.js';
import { pageOf } from './pages.js';

/** The candidates a partner submitted to jobs, with their status. */

export const SubmissionSchema = z.object({
  id: z.string(),
  candidateName: z.string(),
  email: z.string(),
  jobName: z.string(),
  jobTitle: z.string(),
  visaStatus: z.string(),
  /** APPLICATION_STATUS_CODES (an older row's free text passes through). */
  status: z.string(),
  /** The status as the partner reads it (APPLICATION_STATUS_LABELS). */
  statusLabel: z.string(),
  submittedAt: z.string(),
});
export type Submission = z.infer<typeof SubmissionSchema>;
export const SubmissionPageSchema = pageOf(SubmissionSchema);
