/**
 * Loaded with the answer of POST /CRM/CheckVerification (see check-verification.ts): the sign-in and sign-up pages
 * hydrate without zod.
 */
export { CheckVerificationResponseSchema } from '@smartmove/contract';
