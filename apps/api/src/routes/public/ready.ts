import { API_PATHS, ReadinessSchema, type HealthCheckState, type Readiness } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { createMailCheck, READY_CHECK_TIMEOUT_MS, withTimeout } from '../../services/operations/readiness.js';

const CHECK_NAMES: Record<keyof Readiness['checks'], string> = {
  database: 'database',
  storage: 'file storage',
  mail: 'mail transport',
};

/** "The mail transport is not reachable.", one sentence per failing check. */
export function notReadyMessage(checks: Readiness['checks']): string {
  return (Object.entries(checks) as [keyof Readiness['checks'], HealthCheckState][])
    .filter(([, state]) => state !== 'ok')
    .map(
      ([name, state]) => `The ${CHECK_NAMES[name]} is ${state === 'unreachable' ? 'not reachable' : state}.`,
    )
    .join(' ');
}

/**
 * Readiness for a load balancer (GET /health stays the liveness answer): whether the database answers and
 * takes a write, the upload storage takes a file (the local folder, or the S3 bucket) and the mail transport
 * answers (SMTP; the console provider always does). Each check has a couple of seconds; 503 names what failed.
 */
export const readyRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const health = app.services.health;
  const mail = createMailCheck(env);
  app.addHook('onClose', async () => mail.close());

  const passes = async (check: () => Promise<unknown>, what: string): Promise<boolean> => {
    try {
      await withTimeout(check(), READY_CHECK_TIMEOUT_MS, what);
      return true;
    } catch (error) {
      app.log.warn({ err: error }, `readiness: ${what} check failed`);
      return false;
    }
  };

  app.get(
    API_PATHS.ready,
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: whether the database, the upload storage and the mail transport are reachable',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const [database, storage, mailState] = await Promise.all([
        (async (): Promise<HealthCheckState> => {
          if (!(await passes(() => health.ping(), 'database'))) return 'unreachable';
          return (await passes(() => health.commitWrite(new Date()), 'database write'))
            ? 'ok'
            : 'not writable';
        })(),
        (async (): Promise<HealthCheckState> => {
          if (await passes(() => app.fileStorage.checkWritable(), 'file storage')) return 'ok';
          return app.fileStorage.kind === 's3' ? 'unreachable' : 'not writable';
        })(),
        (async (): Promise<HealthCheckState> =>
          (await passes(() => mail.check(), 'mail transport')) ? 'ok' : 'unreachable')(),
      ]);
      const checks: Readiness['checks'] = { database, storage, mail: mailState };
      const ready = Object.values(checks).every((state) => state === 'ok');
      const body: Readiness = ready
        ? { status: 'ready', checks }
        : { status: 'not ready', checks, message: notReadyMessage(checks) };
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
