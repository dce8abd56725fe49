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
  status: z.string(),
  submittedAt: z.string(),
});
export type Submission = z.infer<typeof SubmissionSchema>;
export const SubmissionPageSchema = pageOf(SubmissionSchema);
