import { BenchCandidateSchema, z } from '@smartmove/contract';

/** Loaded with the answer of GET /CRM/UAGetBenchList (see get-hot-list.ts): /hot-list hydrates without zod. */
export const HotListSchema = z.array(BenchCandidateSchema);
