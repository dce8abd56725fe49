import { z } from '../zod.js';

/** GET /ipinfo: the caller's country (ISO 3166-1 alpha-2), or null when it is not known. */
export const IpInfoSchema = z.object({ country: z.string().length(2).nullable() });
export type IpInfo = z.infer<typeof IpInfoSchema>;
