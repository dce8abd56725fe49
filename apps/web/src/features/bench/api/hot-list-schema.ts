/** Loaded with the answer of GET /CRM/UAGetBenchList (see get-hot-list.ts): /hot-list hydrates without zod. */
export { BenchPageSchema as HotListSchema } from '@smartmove/contract';
