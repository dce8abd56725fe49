/**
 * Loaded with the answer of POST /CRM/CheckUser (see check-user.ts): the sign-in and sign-up pages
 * hydrate without zod.
 */
export { CheckUserResponseSchema } from '@smartmove/contract';
