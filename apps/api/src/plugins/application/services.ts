import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';
import { createApprovalService } from '../../services/approval-service.js';
import { createHolidayService } from '../../services/holiday-service.js';
import { createLeaveService } from '../../services/leave-service.js';
import { createPayslipService } from '../../services/payslip-service.js';
import type { ServiceDeps } from '../../services/service-deps.js';
import { createTimeSheetService } from '../../services/time-sheet-service.js';

/** Every application service, by the records it changes. Routes call these; none builds its own. */
export function createServices(deps: ServiceDeps) {
  return {
    /** Decisions on time sheets, leave requests and claims, and claims paid (each e-mailed to its author). */
    approvals: createApprovalService(deps),
    /** Office holiday calendars (each change audited). */
    holidays: createHolidayService(deps),
    /** Leave requests and the paid time off balance (overlaps and an insufficient balance refused). */
    leaves: createLeaveService(deps),
    /** Payslips uploaded by an admin (each e-mailed to its employee). */
    payslips: createPayslipService(deps),
    /** Weekly time sheets, saved as drafts or submitted (a submitted or approved week is locked). */
    timeSheets: createTimeSheetService(deps),
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
