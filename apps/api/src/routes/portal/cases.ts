import {
  API_PATHS,
  AddCaseSchema,
  CasePageSchema,
  CaseSchema,
  CasesQuerySchema,
  USER_TYPE_CODES,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';

/** Support cases: employees and partners raise them and follow their status. */
export const portalCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const cases = app.repositories.cases;
  const anyRole = app.requireRole(...USER_TYPE_CODES);

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
    (request) => cases.list(requireUser(request).id, request.query),
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
    async (request, reply) => reply.code(201).send(await cases.create(requireUser(request).id, request.body)),
  );
};
