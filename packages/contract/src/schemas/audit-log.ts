import { z } from '../zod.js';
import { lineOfText } from './fields.js';
import { PageQuerySchema } from './pages.js';

/**
 * The audit log's search (docs/product.md#back-office): the text anywhere in who, the action or the
 * record. GET /CRM/ExportAuditLog takes it alone (every matching line); GET /CRM/GetAuditLog pages it.
 */
export const AuditLogFiltersSchema = z.object({
  search: lineOfText(200).optional(),
});
export type AuditLogFilters = z.infer<typeof AuditLogFiltersSchema>;
/** GET /CRM/GetAuditLog. */
export const AuditLogQuerySchema = PageQuerySchema.extend(AuditLogFiltersSchema.shape);
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;
