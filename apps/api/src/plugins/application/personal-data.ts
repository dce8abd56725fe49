import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often the retention job looks for records past RETENTION_DAYS. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The retention job of personal data (docs/product.md#personal-data): once a day in every process (erasing
 * twice is harmless: the second finds nothing), through the personal data service.
 */
export const personalDataPlugin = fp(async (app: FastifyInstance) => {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= app.services.personalData
      .runRetention()
      .then((erased) => erased > 0 && app.log.info({ erased }, 'retention job erased old records'))
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
