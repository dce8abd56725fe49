import {
  API_PATHS,
  AddRecordNoteSchema,
  INBOX_MESSAGES,
  INQUIRY_KIND_LABELS,
  INQUIRY_STATUS_LABELS,
  InquiriesQuerySchema,
  InquiryDetailSchema,
  InquiryFiltersSchema,
  InquiryPageSchema,
  RECORD_KINDS,
  RecordIdQuerySchema,
  STAFF_ROLES,
  UpdateInquirySchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import { describeSkills } from '../../repositories/inquiry-repository.js';
import { createAuditLogRepository } from '../../repositories/audit-log-repository.js';
import type { InboxUpdateResult } from '../../repositories/inbox-shared.js';
import { CSV_MIME_TYPE, csvFileName, toCsv } from '../../services/csv-export.js';
import { sendDownload } from '../shared/send-download.js';

const CSV_HEADER = [
  'Received',
  'Kind',
  'Name',
  'Email',
  'Phone',
  'Status',
  'Assigned to',
  'Position',
  'Project',
  'LinkedIn',
  'Skills',
  'Message',
] as const;

/** Answers a repository's refusal as HTTP; returns when the change was made. */
export function requireUpdated(result: InboxUpdateResult, notFoundMessage: string): void {
  if ('notFound' in result) throw new HttpError(404, notFoundMessage);
  if ('invalidAssignee' in result) {
    throw new HttpError(400, INBOX_MESSAGES.assignee, { assignedTo: INBOX_MESSAGES.assignee });
  }
}

/**
 * Inquiries for recruiters (an admin passes too): contact messages, consultation requests and
 * know-your-worth leads, their status, assignee, notes and history, and the CSV export.
 */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const inquiries = app.repositories.inquiries;
  const recruiters = app.requireStaffRole(STAFF_ROLES.recruiter);
  const security = [{ bearerAuth: [] }];

  async function detail(id: string) {
    const found = await inquiries.findById(id);
    if (!found) throw new HttpError(404, INBOX_MESSAGES.inquiryNotFound);
    return found;
  }

  app.get(
    API_PATHS.getInquiries,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'Inquiries, newest first, by search text, kind, status and assignee',
        security,
        querystring: InquiriesQuerySchema,
        response: { 200: InquiryPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return inquiries.list(filters, { page, pageSize });
    },
  );

  app.get(
    API_PATHS.getInquiry,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'One inquiry: every submitted field, status, assignee, notes and history',
        security,
        querystring: RecordIdQuerySchema,
        response: { 200: InquiryDetailSchema },
      },
    },
    (request) => detail(request.query.id),
  );

  app.post(
    API_PATHS.updateInquiry,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: "Change an inquiry's status or assignee (null releases it)",
        security,
        body: UpdateInquirySchema,
        response: { 200: InquiryDetailSchema },
      },
    },
    async (request) => {
      const { id, status, assignedTo } = request.body;
      if (status === undefined && assignedTo === undefined) {
        throw new HttpError(400, INBOX_MESSAGES.nothingToChange);
      }
      const user = requireUser(request);
      requireUpdated(
        await inquiries.update(id, { status, assignedTo }, { id: user.id, name: user.name }),
        INBOX_MESSAGES.inquiryNotFound,
      );
      return detail(id);
    },
  );

  app.post(
    API_PATHS.addInquiryNote,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'Add a staff note to an inquiry',
        security,
        body: AddRecordNoteSchema,
        response: { 200: InquiryDetailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      requireUpdated(
        await inquiries.addNote(request.body.id, request.body.note, { id: user.id, name: user.name }),
        INBOX_MESSAGES.inquiryNotFound,
      );
      return detail(request.body.id);
    },
  );

  app.get(
    API_PATHS.exportInquiries,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'Every inquiry the filters select, as a CSV download (not paged)',
        security,
        querystring: InquiryFiltersSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const rows = await inquiries.listAll(request.query);
      const csv = toCsv(
        CSV_HEADER,
        rows.map((row) => [
          row.createdAt,
          INQUIRY_KIND_LABELS[row.kind],
          row.name,
          row.email,
          row.phone,
          INQUIRY_STATUS_LABELS[row.status],
          row.assignedTo?.name,
          row.position,
          row.project,
          row.linkedIn,
          describeSkills(row.skills),
          row.message,
        ]),
      );
      await createAuditLogRepository(app.db).record({
        actorId: user.id,
        actorName: user.name,
        action: 'exported inquiries',
        recordKind: RECORD_KINDS.inquiry,
        recordId: null,
        recordLabel: `${rows.length} ${rows.length === 1 ? 'inquiry' : 'inquiries'}`,
      });
      return sendDownload(reply, csv, { fileName: csvFileName('inquiries'), mimeType: CSV_MIME_TYPE });
    },
  );
};
