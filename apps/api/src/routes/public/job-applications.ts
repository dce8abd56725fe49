import {
  API_PATHS,
  ApiErrorSchema,
  C2CJobSchema,
  JOB_NO_LONGER_OPEN_MESSAGE,
  JobByNameQuerySchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { HttpError } from '../../errors.js';
import { acceptUploads } from '../../plugins/infrastructure/uploads.js';
import { formRateLimit } from '../shared/rate-limits.js';
import {
  JOB_NOT_FOUND_MESSAGE,
  SUBMIT_CANDIDATE_SCHEMA,
  createCandidateSubmission,
} from '../shared/job-application-intake.js';

/** The apply page: one open job by its name, and the application with its resume (captcha required). */
export const jobApplicationRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  await acceptUploads(app);
  const jobs = app.queries.c2cJobs;

  app.get(
    API_PATHS.getJobByName,
    {
      schema: {
        tags: ['jobs'],
        summary: 'One open C2C job by its name (the {id} of /applynow/{id}); 410 once the job is closed',
        querystring: JobByNameQuerySchema,
        response: { 200: C2CJobSchema, 404: ApiErrorSchema, 410: ApiErrorSchema },
      },
    },
    async (request) => {
      const job = await jobs.findOpenByName(request.query.jobname);
      if (job) return job;
      if (await jobs.isClosed(request.query.jobname)) throw new HttpError(410, JOB_NO_LONGER_OPEN_MESSAGE);
      throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
    },
  );

  app.post(
    API_PATHS.uaSubmitCandidate,
    {
      config: formRateLimit(env),
      schema: {
        ...SUBMIT_CANDIDATE_SCHEMA,
        summary: 'Apply for a job: the application fields and the resume (file), with a solved captcha',
      },
    },
    createCandidateSubmission(app),
  );
};
