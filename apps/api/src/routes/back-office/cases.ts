import {
  API_PATHS,
  CaseDetailSchema,
  CaseInboxPageSchema,
  CaseInboxQuerySchema,
  CaseReplySchema,
  INBOX_MESSAGES,
  PORTAL_MESSAGES,
  RecordIdQuerySchema,
  STAFF_ROLES,
  UpdateCaseSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser, type SignedInUser } from '../../plugins/application/auth.js';
import type { CaseStaffViewer } from '../../repositories/cases/case-queries.js';
import { requireUpdated } from './inbox-routes.js';

function viewerOf(user: SignedInUser): CaseStaffViewer {
  return { id: user.id, name: user.name, isAdmin: user.staffRoles.includes(STAFF_ROLES.admin) };
}

/**
 * Support cases for approvers (the cases of the people they manage) and admins (every case): the inbox,
 * one case with its thread, replies, status and assignee. A case outside the caller's people answers 404,
 * as one that does not exist. Replies and resolutions are e-mailed to the author.
 */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const cases = app.services.cases;
  const approvers = app.requireStaffRole(STAFF_ROLES.approver);
  const security = [{ bearerAuth: [] }];

  async function detail(viewer: CaseStaffViewer, id: string) {
    const found = await cases.findDetail(viewer, id);
    if (!found) throw new HttpError(404, PORTAL_MESSAGES.case.notFound);
    return found;
  }

  app.get(
    API_PATHS.getCaseInbox,
    {
      onRequest: approvers,
      schema: {
        tags: ['back-office'],
        summary: "Support cases of the caller's people (an admin: everyone's), urgent first, then oldest",
        security,
        querystring: CaseInboxQuerySchema,
        response: { 200: CaseInboxPageSchema },
      },
    },
    (request) => {
      const { page, pageSize, ...filters } = request.query;
      return app.queries.cases.listInbox(viewerOf(requireUser(request)), filters, { page, pageSize });
    },
  );

  app.get(
    API_PATHS.getCaseDetail,
    {
      onRequest: approvers,
      schema: {
        tags: ['back-office'],
        summary: 'One support case: its fields, author, thread, status, assignee and history',
        security,
        querystring: RecordIdQuerySchema,
        response: { 200: CaseDetailSchema },
      },
    },
    (request) => detail(viewerOf(requireUser(request)), request.query.id),
  );

  app.post(
    API_PATHS.replyCase,
    {
      onRequest: approvers,
      schema: {
        tags: ['back-office'],
        summary: 'Reply to a support case (e-mailed to its author); an Open case moves to In progress',
        security,
        body: CaseReplySchema,
        response: { 200: CaseDetailSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireUser(request));
      const result = await cases.reply(viewer, request.body.id, request.body.body);
      if ('notFound' in result) throw new HttpError(404, PORTAL_MESSAGES.case.notFound);
      return detail(viewer, request.body.id);
    },
  );

  app.post(
    API_PATHS.updateCase,
    {
      onRequest: approvers,
      schema: {
        tags: ['back-office'],
        summary:
          "Change a support case's status (Resolved e-mails its author) or assignee (null releases it)",
        security,
        body: UpdateCaseSchema,
        response: { 200: CaseDetailSchema },
      },
    },
    async (request) => {
      const { id, status, assignedTo } = request.body;
      if (status === undefined && assignedTo === undefined) {
        throw new HttpError(400, INBOX_MESSAGES.nothingToChange);
      }
      const viewer = viewerOf(requireUser(request));
      requireUpdated(await cases.update(viewer, id, { status, assignedTo }), PORTAL_MESSAGES.case.notFound);
      return detail(viewer, id);
    },
  );
};
