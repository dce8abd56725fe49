import { API_PATHS, C2CJobPageSchema, C2CJobsQuerySchema, USER_TYPES } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toC2CJobFilters } from '../shared/c2c-job-filters.js';

/** Open C2C jobs for signed-in partners (the same list as the public job board's). */
export const portalC2CJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = app.queries.c2cJobs;

  app.get(
    API_PATHS.getC2CJobs,
    {
      onRequest: app.requireRole(USER_TYPES.partner),
      schema: {
        tags: ['jobs'],
        summary: 'Open C2C jobs for partners (keyword, location, remote, jobname filters)',
        security: [{ bearerAuth: [] }],
        querystring: C2CJobsQuerySchema,
        response: { 200: C2CJobPageSchema },
      },
    },
    (request) => jobs.list(toC2CJobFilters(request.query), request.query),
  );
};
