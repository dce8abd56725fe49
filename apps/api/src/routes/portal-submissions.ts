import { API_PATHS, PageQuerySchema, SubmissionPageSchema, USER_TYPES } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../plugins/auth.js';
import { createJobApplicationsRepository } from '../repositories/job-applications-repository.js';

/** The candidates a partner submitted, with job and status. */
export const portalSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = createJobApplicationsRepository(app.db);

  app.get(
    API_PATHS.getSubmissions,
    {
      onRequest: app.requireRole(USER_TYPES.partner),
      schema: {
        tags: ['portal'],
        summary: 'Candidates the caller submitted, newest first',
        security: [{ bearerAuth: [] }],
        querystring: PageQuerySchema,
        response: { 200: SubmissionPageSchema },
      },
    },
    (request) => applications.listBySubmitter(requireUser(request).id, request.query),
  );
};
