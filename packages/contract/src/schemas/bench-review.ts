import { z } from '../zod.js';
import { lineOfText } from './fields.js';
import { BENCH_STATE_CODES } from '../back-office.js';
import { PageQuerySchema, pageOf } from './pages.js';

/** The back office's bench review (docs/product.md#back-office): recruiters publish partners' candidates. */

export const BENCH_REVIEW_MESSAGES = {
  notFound: 'This bench candidate does not exist.',
} as const;

/** GET /CRM/GetBenchReview: newest first; search by name, title, skill, location, visa or partner. */
export const BenchReviewQuerySchema = PageQuerySchema.extend({
  search: lineOfText(200).optional(),
  status: z.enum(BENCH_STATE_CODES).optional(),
});
export type BenchReviewQuery = z.input<typeof BenchReviewQuerySchema>;

export const BenchReviewItemSchema = z.object({
  id: z.string(),
  /** The partner who uploaded it; null for the firm's own (seeded) candidates. */
  partnerName: z.string().nullable(),
  partnerCompany: z.string().nullable(),
  title: z.string(),
  name: z.string(),
  exp: z.string(),
  location: z.string(),
  visaStatus: z.string(),
  skills: z.array(z.string()),
  status: z.enum(BENCH_STATE_CODES),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type BenchReviewItem = z.infer<typeof BenchReviewItemSchema>;
export const BenchReviewPageSchema = pageOf(BenchReviewItemSchema);

/** POST /CRM/PublishBenchCandidate and /CRM/UnpublishBenchCandidate. */
export const BenchCandidateIdSchema = z.object({ id: z.string().trim().min(1).max(100) });
