import { API_PATHS, AuditLogPageSchema } from '@smartmove/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const AUDIT_LOG_PAGE_SIZE = 25;

/** GET /CRM/GetAuditLog: one page, newest first. */
export const auditLogQueries = {
  all: ['audit-log'] as const,
  page: (page: number) =>
    queryOptions({
      queryKey: ['audit-log', page] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getAuditLog, {
          query: { page, pageSize: AUDIT_LOG_PAGE_SIZE },
          schema: AuditLogPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useAuditLogQuery(page: number) {
  return useQuery(auditLogQueries.page(page));
}
