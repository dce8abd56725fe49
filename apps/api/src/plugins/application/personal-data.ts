import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schedulePeriodicTask } from './periodic-task.js';

/** The retention job's name in scheduled_runs (one row per UTC day, the time of that day's latest run). */
export const RETENTION_JOB_NAME = 'retention';

/** How often the retention job looks for records past RETENTION_DAYS. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The retention job of personal data (docs/product.md#personal-data): once a day in every process (erasing
 * twice is harmless: the second finds nothing), through the personal data service. Each run is recorded in
 * scheduled_runs, for the System page.
 */
export const personalDataPlugin = fp(async (app: FastifyInstance) => {
  schedulePeriodicTask(app, {
    name: 'the retention job',
    everyMs: RETENTION_INTERVAL_MS,
    // The first run is part of starting: a record past its time is gone before the first request.
    atStart: 'before-ready',
    async run() {
      const startedAt = new Date();
      const erased = await app.services.personalData.runRetention(startedAt);
      if (erased > 0) app.log.info({ erased }, 'retention job erased old records');
      await app.services.personalData.recordRetentionRun(RETENTION_JOB_NAME, startedAt);
      app.metrics.jobRuns.inc({ job: RETENTION_JOB_NAME });
    },
  });
});
