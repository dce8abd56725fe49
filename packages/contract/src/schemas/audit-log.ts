import { isIsoDate } from '../portal-dates.js';
import { z } from '../zod.js';
import { lineOfText } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';
import { AuditLineSchema } from './people.js';

export const AUDIT_LOG_MESSAGES = {
  instant: 'Give a time as an ISO 8601 instant, such as 2026-12-07T00:00:00.000Z',
  dateOrder: 'To must not be before From',
} as const;

/**
 * One end of the audit log's dates: an ISO 8601 instant with its offset, read as the instant the lines store
 * (`toISOString()`, so that lines compare by their text in the (at, id) index).
 */
const AuditLogInstantSchema = z
  .string()
  .max(40)
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/,
    AUDIT_LOG_MESSAGES.instant,
  )
  .refine(
    (value) => isIsoDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)),
    AUDIT_LOG_MESSAGES.instant,
  )
  .transform((value) => new Date(value).toISOString());

/** `to` not before `from` (both given). */
function inOrder(filters: { from?: string | undefined; to?: string | undefined }): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}
const DATE_ORDER = { message: AUDIT_LOG_MESSAGES.dateOrder, path: ['to'] };

/**
 * The audit log's filters (docs/product.md#back-office): the search text anywhere in who, the action or the
 * record, and the lines' time from `from` (included) to `to` (left out): the page's "From" and "To" days,
 * from the first day's start to the end of the last in the reader's time zone. GET /CRM/ExportAuditLog takes
 * them alone (every matching line); GET /CRM/GetAuditLog pages them.
 */
const auditLogFilters = {
  search: lineOfText(200).optional(),
  from: AuditLogInstantSchema.optional(),
  to: AuditLogInstantSchema.optional(),
};
export const AuditLogFiltersSchema = z.object(auditLogFilters).refine(inOrder, DATE_ORDER);
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
  ...auditLogFilters,
  after: AuditLogCursorSchema.optional(),
  before: AuditLogCursorSchema.optional(),
})
  .refine((query) => !(query.after && query.before), {
    message: 'Give after or before, not both',
    path: ['before'],
  })
  .refine(inOrder, DATE_ORDER);
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
