import {
  INBOX_PATHS,
  INBOX_MESSAGES,
  INQUIRY_KIND_LABELS,
  INQUIRY_STATUS_LABELS,
  InquiriesQuerySchema,
  InquiryDetailSchema,
  InquiryFiltersSchema,
  InquiryPageSchema,
  UpdateInquirySchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeSkills } from '../../repositories/recruiting/inquiry-queries.js';
import { registerInboxRoutes } from './inbox-routes.js';

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

/**
 * Inquiries for recruiters (an admin passes too): contact messages, consultation requests and
 * know-your-worth leads, their status, assignee, notes and history, and the CSV export.
 */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const inquiries = app.queries.inquiries;
  registerInboxRoutes(app, {
    paths: INBOX_PATHS.inquiry,
    schemas: {
      listQuery: InquiriesQuerySchema,
      filters: InquiryFiltersSchema,
      page: InquiryPageSchema,
      detail: InquiryDetailSchema,
      update: UpdateInquirySchema,
    },
    summaries: {
      list: 'Inquiries, newest first, by search text, kind, status and assignee',
      get: 'One inquiry: every submitted field, status, assignee, notes and history',
      update: "Change an inquiry's status or assignee (null releases it)",
      addNote: 'Add a staff note to an inquiry',
      export: 'Every inquiry the filters select, as a CSV download (not paged)',
    },
    notFound: INBOX_MESSAGES.inquiryNotFound,
    plural: 'inquiries',
    list: (filters, page) => inquiries.list(filters, page),
    count: (filters) => inquiries.count(filters),
    listAll: (filters) => inquiries.listAll(filters),
    csv: {
      header: CSV_HEADER,
      row: (row) => [
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
      ],
    },
    service: app.services.inquiries,
  });
};
