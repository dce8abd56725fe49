/**
 * Loaded with the answer of POST register-request-token (see register-account.ts): the sign-in and sign-up pages
 * hydrate without zod.
 */
export { LoginSessionSchema } from '@smartmove/contract';
