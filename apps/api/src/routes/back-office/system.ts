import {
  API_PATHS,
  OFFICES,
  RetryMailResultSchema,
  RetryMailSchema,
  STAFF_ROLES,
  SYSTEM_MESSAGES,
  SystemStatusSchema,
  type ScheduledJob,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import { RETENTION_JOB_NAME } from '../../plugins/application/personal-data.js';
import type { LatestRun } from '../../repositories/system-queries.js';
import { jobKey, REMINDER_JOBS } from '../../services/reminder-service.js';

/** Every scheduled job, as the System page names it: the reminders of each office, then the retention job. */
const SCHEDULED_JOBS: ReadonlyArray<{ job: string; label: string }> = [
  ...OFFICES.flatMap((office) => [
    {
      job: jobKey(REMINDER_JOBS.timeSheetReminder, office.code),
      label: `Time sheet reminders (${office.label})`,
    },
    { job: jobKey(REMINDER_JOBS.approvalDigest, office.code), label: `Approval digest (${office.label})` },
  ]),
  { job: RETENTION_JOB_NAME, label: 'Retention of personal data' },
];

function scheduledJobs(runs: readonly LatestRun[]): ScheduledJob[] {
  const byJob = new Map(runs.map((run) => [run.job, run]));
  return SCHEDULED_JOBS.map(({ job, label }) => {
    const run = byJob.get(job);
    return {
      job,
      label,
      lastSlot: run?.slot ?? null,
      lastRunAt: run?.ranAt ?? null,
      mails: run?.mails ?? null,
    };
  });
}

/** The running system (admin, decisions §20): e-mail waiting and failed, a failed one's retry, the jobs' runs. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const system = app.repositories.system;
  const adminOnly = app.requireStaffRole(STAFF_ROLES.admin);

  app.get(
    API_PATHS.getSystemStatus,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary: 'E-mail waiting, the failed deliveries and the last run of each scheduled job (admin)',
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
        scheduledJobs: scheduledJobs(runs),
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
      app.mail.wake();
      return { id: request.body.id, retried: true as const };
    },
  );
};
