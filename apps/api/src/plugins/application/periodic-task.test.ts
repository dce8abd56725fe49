import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { schedulePeriodicTask } from './periodic-task.js';

/** A run that ends when the test says so. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The test task, ticking every 5 ms from the moment the app is ready. */
const everyFewMs = (run: () => Promise<void>) => ({
  name: 'the test task',
  everyMs: 5,
  atStart: 'on-ready' as const,
  run,
});

describe('a periodic task', () => {
  it('runs before the app is ready when asked, and the app waits for that run', async () => {
    const app = Fastify();
    const first = gate();
    const events: string[] = [];
    schedulePeriodicTask(app, {
      name: 'the test task',
      everyMs: 3_600_000,
      atStart: 'before-ready',
      run: async () => {
        events.push('run started');
        await first.opened;
        events.push('run ended');
      },
    });
    const ready = app.ready().then(() => events.push('ready'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['run started']);
    first.open();
    await ready;
    expect(events).toEqual(['run started', 'run ended', 'ready']);
    await app.close();
  });

  it('does not start a second run while one goes on, and closing waits for it', async () => {
    const app = Fastify();
    const slow = gate();
    let runs = 0;
    let ended = false;
    schedulePeriodicTask(
      app,
      everyFewMs(async () => {
        runs += 1;
        await slow.opened;
        ended = true;
      }),
    );
    await app.ready();
    // Many ticks pass while the first run waits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(1);
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ended).toBe(false);
    slow.open();
    await closed;
    expect(ended).toBe(true);
    expect(runs).toBe(1);
  });

  it('logs a failed run and runs again at the next tick', async () => {
    const app = Fastify();
    let runs = 0;
    const second = gate();
    schedulePeriodicTask(
      app,
      everyFewMs(async () => {
        runs += 1;
        if (runs === 1) throw new Error('the database is away');
        second.open();
      }),
    );
    await app.ready();
    await second.opened;
    expect(runs).toBe(2);
    await app.close();
  });
});
