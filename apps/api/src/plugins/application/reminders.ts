import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';
import { schedulePeriodicTask } from './periodic-task.js';

/** How often the scheduler looks for a due reminder slot. */
export const REMINDER_TICK_MS = 60_000;

/**
 * The reminder scheduler (docs/product.md#reminders): once a minute, and once at start (a slot missed while
 * no process ran is run then, late), every process asks the reminder service to run the slots that are due;
 * the service's scheduled_runs row makes each slot run once across all of them. Off with
 * REMINDERS_ENABLED=false.
 */
export const remindersPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  if (!env.REMINDERS_ENABLED) return;
  schedulePeriodicTask(app, {
    name: 'the reminder scheduler',
    everyMs: REMINDER_TICK_MS,
    atStart: 'on-ready',
    async run() {
      const runs = await app.services.reminders.runDue();
      if (runs.length > 0) app.log.info({ runs }, 'reminder slots ran');
      for (const { job, lagMs } of runs) {
        app.metrics.jobRuns.inc({ job });
        app.metrics.jobLag.observe({ job }, lagMs / 1000);
      }
    },
  });
});
