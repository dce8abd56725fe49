import { z } from '../zod.js';
import { lineOfText, multilineText } from './fields.js';
import { BENCH_STATE_CODES } from '../back-office.js';
import { PageQuerySchema, pageOf } from './pages.js';

/** The back office's bench review (docs/product.md#back-office): recruiters publish partners' candidates. */

export const BENCH_REVIEW_MESSAGES = {
  notFound: 'This bench candidate does not exist.',
  reason: 'Please enter the reason for sending it back',
  unpublishFirst: 'This candidate is published: unpublish it before sending it back.',
} as const;

export const BENCH_SEND_BACK_REASON_MAX = 1000;

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
  /** The recruiter's reason while it is sent back; null otherwise. */
  sentBackReason: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type BenchReviewItem = z.infer<typeof BenchReviewItemSchema>;
export const BenchReviewPageSchema = pageOf(BenchReviewItemSchema);

/** POST /CRM/PublishBenchCandidate and /CRM/UnpublishBenchCandidate. */
export const BenchCandidateIdSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** POST /CRM/SendBackBenchCandidate: back to the partner with a reason they read on their bench list. */
export const SendBackReasonSchema = z.object({
  reason: multilineText(BENCH_REVIEW_MESSAGES.reason, BENCH_SEND_BACK_REASON_MAX),
});
export type SendBackReason = z.infer<typeof SendBackReasonSchema>;
export const SendBackBenchCandidateSchema = BenchCandidateIdSchema.extend(SendBackReasonSchema.shape);
export type SendBackBenchCandidate = z.input<typeof SendBackBenchCandidateSchema>;
