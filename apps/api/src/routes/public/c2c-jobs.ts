import { API_PATHS, C2CJobPageSchema, C2CJobsQuerySchema } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toC2CJobFilters } from '../shared/c2c-job-filters.js';

/** The public job board: open C2C jobs (removed jobs never listed). */
export const c2cJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = app.queries.c2cJobs;

  app.get(
    API_PATHS.uaGetC2CJobs,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Open C2C jobs, public (keyword, location, remote, jobname filters)',
        querystring: C2CJobsQuerySchema,
        response: { 200: C2CJobPageSchema },
      },
    },
    (request) => jobs.list(toC2CJobFilters(request.query), request.query),
  );
};
