/**
 * Loaded with the answer of POST /CRM/SendVerification (see send-verification.ts): the sign-in and sign-up pages
 * hydrate without zod.
 */
export { SendVerificationResponseSchema } from '@smartmove/contract';
