import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';

/** How often the scheduler looks for a due reminder slot. */
export const REMINDER_TICK_MS = 60_000;

/**
 * The reminder scheduler (decisions §17): once a minute, and once at start (a slot missed while no process
 * ran is run then, late), every process asks the reminder service to run the slots that are due; the
 * service's scheduled_runs row makes each slot run once across all of them. Off with REMINDERS_ENABLED=false.
 */
export const remindersPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  if (!env.REMINDERS_ENABLED) return;
  let running: Promise<unknown> | undefined;
  let closing = false;
  const run = () => {
    if (closing) return;
    running ??= app.services.reminders
      .runDue()
      .then((runs) => {
        if (runs.length === 0) return;
        app.log.info({ runs }, 'reminder slots ran');
        for (const { job, lagMs } of runs) {
          app.metrics.jobRuns.inc({ job });
          app.metrics.jobLag.observe({ job }, lagMs / 1000);
        }
      })
      .then(() => app.mail.wake())
      .catch((error: unknown) => app.log.warn({ err: error }, 'the reminder scheduler failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, REMINDER_TICK_MS);
  timer.unref();
  app.addHook('onReady', async () => run());
  // Registered after the database and the mail worker, so this runs before they close.
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
});
