/** Loaded with the answer of the C2C job queries (see get-c2c-jobs.ts): the job pages hydrate without zod. */
export { C2CJobPageSchema } from '@smartmove/contract';
