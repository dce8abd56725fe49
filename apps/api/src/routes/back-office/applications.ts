import {
  API_PATHS,
  APPLICATION_STATUS_LABELS,
  AddRecordNoteSchema,
  ApplicationDetailSchema,
  ApplicationFiltersSchema,
  ApplicationPageSchema,
  ApplicationsQuerySchema,
  INBOX_MESSAGES,
  RECORD_KINDS,
  RecordIdQuerySchema,
  STAFF_ROLES,
  UpdateApplicationSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import { createAuditLogRepository } from '../../repositories/audit-log-repository.js';
import { CSV_MIME_TYPE, csvFileName, toCsv } from '../../services/csv-export.js';
import { sendDownload } from '../shared/send-download.js';
import { requireUpdated } from './inquiries.js';

const CSV_HEADER = [
  'Received',
  'Name',
  'Email',
  'Phone',
  'Job',
  'Visa status',
  'LinkedIn',
  'Status',
  'Assigned to',
  'Submitted by',
] as const;

/**
 * Job applications for recruiters (an admin passes too): from the public apply page and from partners
 * (SubmitCandidate); their status, assignee, notes, history, the CSV export and the resume.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = app.repositories.jobApplications;
  const recruiters = app.requireStaffRole(STAFF_ROLES.recruiter);
  const security = [{ bearerAuth: [] }];

  async function detail(id: string) {
    const found = await applications.findById(id);
    if (!found) throw new HttpError(404, INBOX_MESSAGES.applicationNotFound);
    return found;
  }

  app.get(
    API_PATHS.getApplications,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'Job applications, newest first, by search text, status, job and assignee',
        security,
        querystring: ApplicationsQuerySchema,
        response: { 200: ApplicationPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return applications.listForStaff(filters, { page, pageSize });
    },
  );

  app.get(
    API_PATHS.getApplication,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'One application: every submitted field, the job, the resume, status, notes and history',
        security,
        querystring: RecordIdQuerySchema,
        response: { 200: ApplicationDetailSchema },
      },
    },
    (request) => detail(request.query.id),
  );

  app.post(
    API_PATHS.updateApplication,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: "Change an application's status or assignee (null releases it)",
        security,
        body: UpdateApplicationSchema,
        response: { 200: ApplicationDetailSchema },
      },
    },
    async (request) => {
      const { id, status, assignedTo } = request.body;
      if (status === undefined && assignedTo === undefined) {
        throw new HttpError(400, INBOX_MESSAGES.nothingToChange);
      }
      const user = requireUser(request);
      requireUpdated(
        await applications.update(id, { status, assignedTo }, { id: user.id, name: user.name }),
        INBOX_MESSAGES.applicationNotFound,
      );
      return detail(id);
    },
  );

  app.post(
    API_PATHS.addApplicationNote,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'Add a staff note to an application',
        security,
        body: AddRecordNoteSchema,
        response: { 200: ApplicationDetailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      requireUpdated(
        await applications.addNote(request.body.id, request.body.note, { id: user.id, name: user.name }),
        INBOX_MESSAGES.applicationNotFound,
      );
      return detail(request.body.id);
    },
  );

  app.get(
    API_PATHS.exportApplications,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'Every application the filters select, as a CSV download (not paged)',
        security,
        querystring: ApplicationFiltersSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const rows = await applications.listAllForStaff(request.query);
      const csv = toCsv(
        CSV_HEADER,
        rows.map((row) => [
          row.createdAt,
          row.name,
          row.email,
          row.phone,
          row.jobTitle,
          row.visaStatus,
          row.linkedIn,
          APPLICATION_STATUS_LABELS[row.status],
          row.assignedTo?.name,
          row.submittedBy,
        ]),
      );
      await createAuditLogRepository(app.db).record({
        actorId: user.id,
        actorName: user.name,
        action: 'exported applications',
        recordKind: RECORD_KINDS.application,
        recordId: null,
        recordLabel: `${rows.length} ${rows.length === 1 ? 'application' : 'applications'}`,
      });
      return sendDownload(reply, csv, { fileName: csvFileName('applications'), mimeType: CSV_MIME_TYPE });
    },
  );

  app.get(
    API_PATHS.getResume,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: "An application's resume, as a download",
        security,
        querystring: RecordIdQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const resume = await applications.findResume(request.query.id);
      const file = resume ? await app.fileStorage.open(resume.storedName) : undefined;
      if (!resume || !file) throw new HttpError(404, INBOX_MESSAGES.resumeNotFound);
      await createAuditLogRepository(app.db).record({
        actorId: user.id,
        actorName: user.name,
        action: 'downloaded resume',
        recordKind: RECORD_KINDS.application,
        recordId: request.query.id,
        recordLabel: resume.candidateName,
      });
      return sendDownload(reply, file, { fileName: resume.originalName, mimeType: resume.mimeType });
    },
  );
};
