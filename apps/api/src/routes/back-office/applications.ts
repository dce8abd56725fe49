import {
  API_PATHS,
  INBOX_PATHS,
  APPLICATION_STATUS_LABELS,
  ApplicationDetailSchema,
  ApplicationFiltersSchema,
  ApplicationPageSchema,
  ApplicationsQuerySchema,
  INBOX_MESSAGES,
  ResumeQuerySchema,
  STAFF_ROLES,
  UpdateApplicationSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import { sendDownload } from '../shared/send-download.js';
import { registerInboxRoutes } from './inbox-routes.js';
import { COSTLY_READ } from '../shared/rate-limits.js';

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
  'Possible duplicate',
] as const;

/**
 * Job applications for recruiters (an admin passes too): from the public apply page and from partners
 * (SubmitCandidate); their status, assignee, notes, history, the CSV export and the resume.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = app.queries.applications;
  registerInboxRoutes(app, {
    paths: INBOX_PATHS.application,
    schemas: {
      listQuery: ApplicationsQuerySchema,
      filters: ApplicationFiltersSchema,
      page: ApplicationPageSchema,
      detail: ApplicationDetailSchema,
      update: UpdateApplicationSchema,
    },
    summaries: {
      list: 'Job applications, newest first, by search text, status, job, assignee and possible duplicates',
      get: 'One application: every submitted field, the job, the resume, status, notes and history',
      update: "Change an application's status or assignee (null releases it)",
      addNote: 'Add a staff note to an application',
      export: 'Every application the filters select, as a CSV download (not paged)',
    },
    notFound: INBOX_MESSAGES.applicationNotFound,
    plural: 'applications',
    list: (filters, page) => applications.list(filters, page),
    count: (filters) => applications.count(filters),
    listAll: (filters) => applications.listAll(filters),
    csv: {
      header: CSV_HEADER,
      row: (row) => [
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
        row.possibleDuplicate ? 'Yes' : 'No',
      ],
    },
    service: app.services.applications,
  });

  app.get(
    API_PATHS.getResume,
    {
      config: COSTLY_READ,
      onRequest: app.requireStaffRole(STAFF_ROLES.recruiter),
      schema: {
        tags: ['back-office'],
        summary: "An application's resume, as a download or, with disposition=inline, to view (a PDF)",
        security: [{ bearerAuth: [] }],
        querystring: ResumeQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, disposition } = request.query;
      const opened = await app.services.applications.openResume(
        id,
        { id: user.id, name: user.name },
        disposition === 'inline' ? 'viewed' : 'downloaded',
      );
      if (!opened) throw new HttpError(404, INBOX_MESSAGES.resumeNotFound);
      const { resume, file } = opened;
      return sendDownload(reply, file, {
        fileName: resume.originalName,
        mimeType: resume.mimeType,
        disposition,
      });
    },
  );
};
