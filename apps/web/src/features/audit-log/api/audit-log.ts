import { API_PATHS, AuditLogPageSchema, type AuditLogFilters } from '@smartmove/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/save-download';

export const AUDIT_LOG_PAGE_SIZE = 25;

/** GET /CRM/GetAuditLog: one page, newest first, of the lines the search selects. */
export const auditLogQueries = {
  all: ['audit-log'] as const,
  page: (filters: AuditLogFilters, page: number) =>
    queryOptions({
      queryKey: ['audit-log', filters, page] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getAuditLog, {
          query: { ...filters, page, pageSize: AUDIT_LOG_PAGE_SIZE },
          schema: AuditLogPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useAuditLogQuery(filters: AuditLogFilters, page: number) {
  return useQuery(auditLogQueries.page(filters, page));
}

/** GET /CRM/ExportAuditLog: every line the search selects, saved as a CSV file. */
export function exportAuditLog(filters: AuditLogFilters): Promise<void> {
  return downloadFromApi(API_PATHS.exportAuditLog, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`, {
    ...filters,
  });
}
