/**
 * Loaded with the answer of POST /CRM/PartnerSignUp (see partner-sign-up.ts): the sign-in and sign-up pages
 * hydrate without zod.
 */
export { ProfileSchema } from '@smartmove/contract';
