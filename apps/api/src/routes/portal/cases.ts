import {
  API_PATHS,
  AddCaseSchema,
  CasePageSchema,
  CaseReplySchema,
  CaseSchema,
  CasesQuerySchema,
  CaseThreadSchema,
  PORTAL_MESSAGES,
  RecordIdQuerySchema,
  USER_TYPE_CODES,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';

/**
 * Support cases: employees and partners raise them, follow their status and read and answer the staff's
 * replies. Only a case's author reaches it here: anyone else's answers 404.
 */
export const portalCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const cases = app.services.cases;
  const anyRole = app.requireRole(...USER_TYPE_CODES);

  async function thread(userId: string, id: string) {
    const found = await cases.findThread(userId, id);
    if (!found) throw new HttpError(404, PORTAL_MESSAGES.case.notFound);
    return found;
  }

  app.get(
    API_PATHS.getCases,
    {
      onRequest: anyRole,
      schema: {
        tags: ['portal'],
        summary: "The caller's support cases, newest first",
        security: [{ bearerAuth: [] }],
        querystring: CasesQuerySchema,
        response: { 200: CasePageSchema },
      },
    },
    (request) => app.queries.cases.list(requireUser(request).id, request.query),
  );

  app.post(
    API_PATHS.addCase,
    {
      onRequest: anyRole,
      schema: {
        tags: ['portal'],
        summary: 'Raise a support case',
        security: [{ bearerAuth: [] }],
        body: AddCaseSchema,
        response: { 201: CaseSchema },
      },
    },
    async (request, reply) => {
      const created = await cases.create(requireUser(request).id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    API_PATHS.getMyCase,
    {
      onRequest: anyRole,
      schema: {
        tags: ['portal'],
        summary: "One of the caller's own support cases with its thread (staff replies and the author's)",
        security: [{ bearerAuth: [] }],
        querystring: RecordIdQuerySchema,
        response: { 200: CaseThreadSchema },
      },
    },
    (request) => thread(requireUser(request).id, request.query.id),
  );

  app.post(
    API_PATHS.addCaseReply,
    {
      onRequest: anyRole,
      schema: {
        tags: ['portal'],
        summary: 'Reply on your own support case; a resolved case opens again',
        security: [{ bearerAuth: [] }],
        body: CaseReplySchema,
        response: { 200: CaseThreadSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await cases.addAuthorReply(user, request.body.id, request.body.body);
      if ('notFound' in result) throw new HttpError(404, PORTAL_MESSAGES.case.notFound);
      return thread(user.id, request.body.id);
    },
  );
};
