import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';
import { createInquiryService } from '../../services/inquiry-service.js';
import { createJobApplicationService } from '../../services/job-application-service.js';
import { createLeaveService } from '../../services/leave-service.js';
import { createPersonalDataService } from '../../services/personal-data-service.js';
import type { ServiceDeps } from '../../services/service-deps.js';

/** Every application service, by the records it changes. Routes call these; none builds its own. */
export function createServices(deps: ServiceDeps) {
  return {
    /** Leave requests and the paid time off balance (overlaps and an insufficient balance refused). */
    leaves: createLeaveService(deps),
    /** Inquiries: the public forms' intake, status, assignee, notes, export and the know-your-worth offer. */
    inquiries: createInquiryService(deps),
    /** Job applications: the intake, status, assignee, notes, export and resume downloads. */
    jobApplications: createJobApplicationService(deps),
    /** Erasure of inquiries and applications (staff, the applicant, the retention job). */
    personalData: createPersonalDataService(deps),
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
