import { z } from '../zod.js';
import { lineOfText } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';
import { AuditLineSchema } from './people.js';

/**
 * The audit log's search (docs/product.md#back-office): the text anywhere in who, the action or the
 * record. GET /CRM/ExportAuditLog takes it alone (every matching line); GET /CRM/GetAuditLog pages it.
 */
export const AuditLogFiltersSchema = z.object({
  search: lineOfText(200).optional(),
});
export type AuditLogFilters = z.infer<typeof AuditLogFiltersSchema>;

/**
 * Where a page of the audit log ends, to read the next or the previous one from there (`<at>_<id>` of a line):
 * ten years of lines are paged by the (at, id) index, never by skipping an offset of them.
 */
export const AuditLogCursorSchema = z
  .string()
  .max(120)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z_[\w-]+$/, 'Not a place in the audit log');

export function auditLogCursor(line: { at: string; id: string }): string {
  return `${line.at}_${line.id}`;
}

export function parseAuditLogCursor(cursor: string): { at: string; id: string } {
  const split = cursor.indexOf('_');
  return { at: cursor.slice(0, split), id: cursor.slice(split + 1) };
}

/**
 * GET /CRM/GetAuditLog: `page` alone is read by its offset (a link to a page); `after` reads the lines older
 * than a cursor (Next), `before` those newer than it (Previous), `page` then only numbering the page.
 */
export const AuditLogQuerySchema = PageQuerySchema.extend({
  ...AuditLogFiltersSchema.shape,
  after: AuditLogCursorSchema.optional(),
  before: AuditLogCursorSchema.optional(),
}).refine((query) => !(query.after && query.before), {
  message: 'Give after or before, not both',
  path: ['before'],
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

/** The audit log counts its lines no further than this. */
export const AUDIT_LOG_COUNT_CAP = 1_000;

/**
 * A page of the audit log. Its `total` is counted up to AUDIT_LOG_COUNT_CAP: past that `totalCapped` says "more
 * than" (a common word in ten years of lines). `older` and `newer` are the cursors of the next and previous
 * pages (null at either end).
 */
export const AuditLogPageSchema = pageOf(AuditLineSchema).extend({
  totalCapped: z.boolean(),
  older: AuditLogCursorSchema.nullable(),
  newer: AuditLogCursorSchema.nullable(),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
