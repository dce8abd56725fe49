import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';
import { createBenchService } from '../../services/bench-service.js';
import { createC2CJobService } from '../../services/c2c-job-service.js';
import { createLeaveService } from '../../services/leave-service.js';
import type { ServiceDeps } from '../../services/service-deps.js';

/** Every application service, by the records it changes. Routes call these; none builds its own. */
export function createServices(deps: ServiceDeps) {
  return {
    /** Partners' bench candidates: uploads, edits and removals; recruiters' publishing. */
    bench: createBenchService(deps),
    /** C2C jobs: posting, editing and closing. */
    c2cJobs: createC2CJobService(deps),
    /** Leave requests and the paid time off balance (overlaps and an insufficient balance refused). */
    leaves: createLeaveService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The application services, built once (after the database, the repositories and the file storage). */
export const servicesPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  app.decorate(
    'services',
    createServices({
      db: app.db,
      engine: app.dbEngine,
      env,
      repositories: app.repositories,
      fileStorage: app.fileStorage,
      log: app.log,
    }),
  );
});
