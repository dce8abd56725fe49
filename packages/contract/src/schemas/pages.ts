import { z } from '../zod.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../portal.js';

// Pagination ----------------------------------------------------------------------------------------

/**
 * `?page=&pageSize=` of every list endpoint (GetAnchors and getleads excepted: the map takes them whole);
 * list filters extend it. Every list answers `pageOf(item)`.
 */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.input<typeof PageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
