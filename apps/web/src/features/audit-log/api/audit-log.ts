import { API_PATHS, AuditLogPageSchema, type AuditLogFilters } from '@smartmove/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/save-download';

export const AUDIT_LOG_PAGE_SIZE = 25;

/** GET /CRM/GetAuditLog: one page, newest first, of the lines the search selects (paged by cursor). */
export const auditLogQueries = {
  all: ['audit-log'] as const,
  page: (filters: AuditLogFilters, page: number, cursor: AuditLogCursor) =>
    queryOptions({
      queryKey: ['audit-log', filters, page, cursor] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getAuditLog, {
          query: { ...filters, ...cursor, page, pageSize: AUDIT_LOG_PAGE_SIZE },
          schema: AuditLogPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

/** Where a page reads from: after (Next) or before (Previous) a line, or by its number alone. */
export type AuditLogCursor = { after?: string; before?: string };

export function useAuditLogQuery(filters: AuditLogFilters, page: number, cursor: AuditLogCursor) {
  return useQuery(auditLogQueries.page(filters, page, cursor));
}

/** GET /CRM/ExportAuditLog: every line the search selects, saved as a CSV file. */
export function exportAuditLog(filters: AuditLogFilters): Promise<void> {
  return downloadFromApi(API_PATHS.exportAuditLog, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`, {
    ...filters,
  });
}
