import { API_PATHS, C2CJobPageSchema, C2CJobsQuerySchema, USER_TYPES } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createC2CJobRepository } from '../repositories/c2c-job-repository.js';

type ParsedQuery = z.infer<typeof C2CJobsQuerySchema>;

/** Open C2C jobs: for signed-in partners, and publicly for the job board (removed jobs never listed). */
export const c2cJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = createC2CJobRepository(app.db);
  const list = (query: ParsedQuery) =>
    jobs.list(
      {
        keyword: query.keyword,
        location: query.location,
        remote: query.remote === undefined ? undefined : query.remote === 'true',
        jobName: query.jobname,
      },
      { page: query.page, pageSize: query.pageSize },
    );

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
    (request) => list(request.query),
  );

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
    (request) => list(request.query),
  );
};
