import {
  API_PATHS,
  AuditLogFiltersSchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  STAFF_ROLES,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/application/auth.js';
import { CSV_MIME_TYPE, csvFileName, csvStream, mapBatches } from '../../services/csv-export.js';
import { COSTLY_READ } from '../shared/rate-limits.js';
import { sendDownload } from '../shared/send-download.js';

const CSV_HEADER = ['When', 'Who', 'Action', 'Record kind', 'Record'] as const;

/** The audit log (admin): read only, searched and paged, and its CSV export (itself a line of the log). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const auditLog = app.queries.auditLog;
  const adminOnly = app.requireStaffRole(STAFF_ROLES.admin);
  const schema = (summary: string) => ({ tags: ['back-office'], summary, security: [{ bearerAuth: [] }] });

  app.get(
    API_PATHS.getAuditLog,
    {
      onRequest: adminOnly,
      schema: {
        ...schema(
          'The audit log, newest first, by search text in who, the action or the record and by time (admin)',
        ),
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema },
      },
    },
    async (request) => auditLog.list(request.query),
  );

  app.get(
    API_PATHS.exportAuditLog,
    {
      config: COSTLY_READ,
      onRequest: adminOnly,
      schema: {
        ...schema('Every audit line the filters select, newest first, as a CSV download (admin; not paged)'),
        querystring: AuditLogFiltersSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const selected = await auditLog.exportOf(request.query);
      await app.services.auditLog.recordExport({ id: user.id, name: user.name }, await selected.count());
      const csv = csvStream(
        CSV_HEADER,
        mapBatches(selected.lines(), (line) => [
          line.at,
          line.actorName,
          line.action,
          line.recordKind,
          line.recordLabel,
        ]),
      );
      return sendDownload(reply, csv, { fileName: csvFileName('audit-log'), mimeType: CSV_MIME_TYPE });
    },
  );
};
