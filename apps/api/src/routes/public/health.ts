import { API_PATHS, HealthSchema, type Health, type HealthCheckState } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const CHECK_NAMES: Record<keyof Health['checks'], string> = { database: 'database', storage: 'file storage' };

/** "The database is not writable.", one sentence per failing check. */
function unavailableMessage(checks: Health['checks']): string {
  return (Object.entries(checks) as [keyof Health['checks'], HealthCheckState][])
    .filter(([, state]) => state !== 'ok')
    .map(
      ([name, state]) => `The ${CHECK_NAMES[name]} is ${state === 'unreachable' ? 'not reachable' : state}.`,
    )
    .join(' ');
}

export const STORAGE_NOT_WRITABLE_MESSAGE = unavailableMessage({ database: 'ok', storage: 'not writable' });

/**
 * Liveness for load balancers and operators: 200 when the database reads and commits a write and the
 * upload storage is writable, 503 with the failing check named otherwise.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = app.services.health;

  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: whether the database (and the upload storage) takes writes',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      let database: HealthCheckState = 'ok';
      try {
        await health.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database check failed: no answer');
        database = 'unreachable';
      }
      if (database === 'ok') {
        try {
          await health.commitWrite(new Date());
        } catch (error) {
          request.log.error({ err: error }, 'database check failed: write refused');
          database = 'not writable';
        }
      }
      let storage: HealthCheckState = 'ok';
      try {
        await app.fileStorage.checkWritable();
      } catch (error) {
        request.log.error({ err: error }, 'file storage check failed');
        storage = 'not writable';
      }
      const checks: Health['checks'] = { database, storage };
      const healthy = Object.values(checks).every((state) => state === 'ok');
      const body: Health = healthy
        ? { status: 'ok', database: app.dbEngine, checks }
        : { status: 'unavailable', database: app.dbEngine, checks, message: unavailableMessage(checks) };
      return reply
        .code(healthy ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
