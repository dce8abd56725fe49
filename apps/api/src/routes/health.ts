import { API_PATHS, HealthSchema } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDatabase } from '../db/database.js';
import { HttpError } from '../plugins/error-handler.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.health,
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: HealthSchema } } },
    async (request) => {
      try {
        await checkDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'database check failed');
        throw new HttpError(503, 'The database is not reachable');
      }
      return { status: 'ok' as const, database: app.dbEngine };
    },
  );
};
