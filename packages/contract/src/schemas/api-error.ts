import { z } from '../zod.js';

/** Every API error body (docs/product.md#api). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export type ApiError = z.infer<typeof ApiErrorSchema>;
