import { API_PATHS, PageQuerySchema, SubmissionPageSchema, USER_TYPES } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { requireUser } from '../../plugins/application/auth.js';
import { acceptUploads } from '../../plugins/infrastructure/uploads.js';
import { formRateLimit } from '../shared/rate-limits.js';
import { SUBMIT_CANDIDATE_SCHEMA, createCandidateSubmission } from '../shared/job-application-intake.js';

/** Candidates submitted by a signed-in user (any role), and a partner's own list with job and status. */
export const portalSubmissionRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  await acceptUploads(app);
  const applications = app.queries.applications;

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

  app.post(
    API_PATHS.submitCandidate,
    {
      config: formRateLimit(env),
      schema: {
        ...SUBMIT_CANDIDATE_SCHEMA,
        summary: 'Submit a candidate for a job as the signed-in user (listed in their submissions)',
        security: [{ bearerAuth: [] }],
      },
    },
    createCandidateSubmission(app),
  );
};
