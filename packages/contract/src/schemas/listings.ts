import { z } from '../zod.js';
import { lineOfText } from './fields.js';
import { BENCH_STATE_CODES } from '../back-office.js';
import { PageQuerySchema, pageOf } from './pages.js';
import { BenchCandidateSchema, C2CJobSchema } from './records.js';

/**
 * The bench and C2C job listings, which public pages read as well as the portal: apart from the portal's
 * own schemas, so that those pages do not build every portal form's schema when they load.
 */

// Bench ------------------------------------------------------------------------------------------

export const MyBenchCandidateSchema = BenchCandidateSchema.extend({
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  /** Waiting for review until a recruiter publishes it on the hot list (or sends it back). */
  status: z.enum(BENCH_STATE_CODES),
  /** The recruiter's reason while it is sent back; null otherwise. */
  sentBackReason: z.string().nullable(),
});
export type MyBenchCandidate = z.infer<typeof MyBenchCandidateSchema>;
export const BenchPageSchema = pageOf(BenchCandidateSchema);
export const MyBenchPageSchema = pageOf(MyBenchCandidateSchema);
export const BenchListQuerySchema = PageQuerySchema.extend({
  keyword: lineOfText(100).optional(),
});

// C2C jobs ---------------------------------------------------------------------------------------

export const C2CJobsQuerySchema = PageQuerySchema.extend({
  keyword: lineOfText(100).optional(),
  location: lineOfText(100).optional(),
  remote: z.enum(['true', 'false']).optional(),
  /** One job by its name (the {id} of the job routes). */
  jobname: lineOfText(200).optional(),
});
export type C2CJobsQuery = z.input<typeof C2CJobsQuerySchema>;
export const C2CJobPageSchema = pageOf(C2CJobSchema);
