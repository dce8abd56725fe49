import {
  AddC2CJobSchema,
  AdminJobPageSchema,
  AdminJobSchema,
  API_PATHS,
  ApiErrorSchema,
  CloseC2CJobSchema,
  JOB_MESSAGES,
  JobsAdminQuerySchema,
  STAFF_ROLES,
  UpdateC2CJobSchema,
  type AdminJob,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import type { JobChangeResult } from '../../services/recruiting/c2c-job-service.js';

function answer(result: JobChangeResult): AdminJob {
  if ('job' in result) return result.job;
  if (result.refused === 'already-closed') throw new HttpError(409, JOB_MESSAGES.alreadyClosed);
  if (result.refused === 'client-not-found') {
    throw new HttpError(400, JOB_MESSAGES.clientNotFound, { clientId: JOB_MESSAGES.clientNotFound });
  }
  throw new HttpError(404, JOB_MESSAGES.notFound);
}

/**
 * Jobs (recruiters): every C2C job, open and closed; posting, editing and closing. The public board, the
 * details pages and the apply page read the same table, so each change shows there at once.
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = app.services.c2cJobs;
  const recruiters = app.requireStaffRole(STAFF_ROLES.recruiter);
  const actorOf = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, name: user.name };
  };

  app.get(
    API_PATHS.getJobsAdmin,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'Every C2C job, open and closed, newest first; search by title, location or skills',
        security: [{ bearerAuth: [] }],
        querystring: JobsAdminQuerySchema,
        response: { 200: AdminJobPageSchema },
      },
    },
    (request) => {
      const { search, status, page, pageSize } = request.query;
      return app.queries.c2cJobs.listForStaff({ search, status }, { page, pageSize });
    },
  );

  app.post(
    API_PATHS.addC2CJob,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'Post a new open C2C job (its URL name is made from the title and never changes)',
        security: [{ bearerAuth: [] }],
        body: AddC2CJobSchema,
        response: { 200: AdminJobSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => answer(await jobs.create(request.body, actorOf(request))),
  );

  app.post(
    API_PATHS.updateC2CJob,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: "Edit a job's fields (open or closed); its URL name stays",
        security: [{ bearerAuth: [] }],
        body: UpdateC2CJobSchema,
        response: { 200: AdminJobSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { id, ...job } = request.body;
      return answer(await jobs.update(id, job, actorOf(request)));
    },
  );

  app.post(
    API_PATHS.closeC2CJob,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'Close a job: it leaves the board and its apply page refuses applications',
        security: [{ bearerAuth: [] }],
        body: CloseC2CJobSchema,
        response: { 200: AdminJobSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => answer(await jobs.close(request.body.id, actorOf(request))),
  );
};
