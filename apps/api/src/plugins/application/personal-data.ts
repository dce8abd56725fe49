import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createScheduledRunRepository } from '../../repositories/scheduled-run-repository.js';

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
  let running: Promise<unknown> | undefined;
  const run = () => {
    const startedAt = new Date();
    running ??= app.services.personalData
      .runRetention(startedAt)
      .then(async (erased) => {
        if (erased > 0) app.log.info({ erased }, 'retention job erased old records');
        await createScheduledRunRepository(app.db).record(
          RETENTION_JOB_NAME,
          startedAt.toISOString().slice(0, 10),
          startedAt,
        );
        app.metrics.jobRuns.inc({ job: RETENTION_JOB_NAME });
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'the retention job failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, RETENTION_INTERVAL_MS);
  timer.unref();
  // The first run is part of starting: a record past its time is gone before the first request.
  app.addHook('onReady', async () => {
    run();
    await running;
  });
  // Registered after the database and the file storage, so this runs before they close.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
