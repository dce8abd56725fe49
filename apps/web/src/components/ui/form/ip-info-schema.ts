/** Loaded with the answer of GET /ipinfo (see visitor-country.ts): phone inputs hydrate without zod. */
export { IpInfoSchema } from '@smartmove/contract';
