import { z } from '../zod.js';
import { USER_TYPE_CODES } from '../codes.js';
import { STAFF_ROLE_CODES } from '../back-office.js';

/**
 * The token is stored either as a plain string or as an object with an access_token field: both
 * readings of docs/product.md#records are accepted.
 */
export const SessionTokenSchema = z.union([z.string().min(1), z.object({ access_token: z.string().min(1) })]);

export const SessionSchema = z.object({
  token: SessionTokenSchema,
  name: z.string(),
  email: z.string(),
  userType: z.union([z.literal(USER_TYPE_CODES[0]), z.literal(USER_TYPE_CODES[1])]),
  /** Staff roles beside the spec's fields (docs/product.md#back-office); absent or empty for everyone else. */
  roles: z.array(z.enum(STAFF_ROLE_CODES)).optional(),
  /** The account waits for an admin's approval (as GetProfile last said): the portal menu offers only what it can open. */
  pending: z.boolean().optional(),
});

export type Session = z.infer<typeof SessionSchema>;
