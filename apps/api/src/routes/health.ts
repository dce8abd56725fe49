import { API_PATHS, HealthSchema } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDatabase } from '../db/database.js';
import { HttpError } from '../plugins/error-handler.js';

export const STORAGE_NOT_WRITABLE_MESSAGE = 'The file storage is not writable';

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
      try {
        await app.fileStorage.checkWritable();
      } catch (error) {
        request.log.error({ err: error }, 'file storage check failed');
        throw new HttpError(503, STORAGE_NOT_WRITABLE_MESSAGE);
      }
      return { status: 'ok' as const, database: app.dbEngine };
    },
  );
};
