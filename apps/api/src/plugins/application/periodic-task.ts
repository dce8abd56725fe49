import type { FastifyInstance } from 'fastify';

export interface PeriodicTask {
  /** What the warning names when a run fails ("the retention job"). */
  name: string;
  everyMs: number;
  /** At start: run once and wait for it before the first request ('before-ready'), run without waiting, or not. */
  atStart: 'before-ready' | 'on-ready' | 'no';
  run(): Promise<unknown>;
}

/**
 * Runs `task` every `everyMs` in this process, one run at a time (a tick while a run goes on is skipped),
 * and waits for the run in progress when the app closes. Register it after what the task uses (the
 * database, the mail worker), so that the close hook runs before theirs.
 */
export function schedulePeriodicTask(app: FastifyInstance, task: PeriodicTask): void {
  let running: Promise<void> | undefined;
  let closing = false;
  const run = () => {
    if (closing) return;
    running ??= task
      .run()
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, `${task.name} failed`))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, task.everyMs);
  timer.unref();
  if (task.atStart !== 'no') {
    app.addHook('onReady', async () => {
      run();
      if (task.atStart === 'before-ready') await running;
    });
  }
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
