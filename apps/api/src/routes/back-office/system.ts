import {
  API_PATHS,
  RetryMailResultSchema,
  RetryMailSchema,
  STAFF_ROLES,
  SYSTEM_MESSAGES,
  SystemStatusSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import { RETENTION_INTERVAL_MS, RETENTION_JOB_NAME } from '../../plugins/application/personal-data.js';
import { describeScheduledJobs } from '../../services/operations/scheduled-jobs.js';

/**
 * The running system (admin, docs/product.md#running-it): e-mail waiting and failed, a failed one's retry,
 * the jobs' runs.
 */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const system = app.queries.system;
  const adminOnly = app.requireStaffRole(STAFF_ROLES.admin);

  app.get(
    API_PATHS.getSystemStatus,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary:
          'E-mail waiting, the failed deliveries and each scheduled job with its last and next run (admin)',
        security: [{ bearerAuth: [] }],
        response: { 200: SystemStatusSchema },
      },
    },
    async () => {
      const [counts, failedMail, runs] = await Promise.all([
        system.countMailByStatus(),
        system.listFailedMail(),
        system.latestRuns(),
      ]);
      return {
        mailWaiting: counts.pending,
        mailFailed: counts.failed,
        failedMail,
        scheduledJobs: describeScheduledJobs(runs, {
          job: RETENTION_JOB_NAME,
          everyMs: RETENTION_INTERVAL_MS,
        }),
      };
    },
  );

  app.post(
    API_PATHS.retryMail,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary: 'A failed e-mail goes back to waiting (admin); 409 when it is not failed',
        security: [{ bearerAuth: [] }],
        body: RetryMailSchema,
        response: { 200: RetryMailResultSchema },
      },
    },
    async (request) => {
      const retried = await app.services.system.retryMail(requireUser(request), request.body.id);
      if (!retried) throw new HttpError(409, SYSTEM_MESSAGES.mailNotFailed);
      return { id: request.body.id, retried: true as const };
    },
  );
};
