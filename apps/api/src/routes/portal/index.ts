import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../../config/env.js';
import { portalBenchRoutes } from './bench.js';
import { portalC2CJobRoutes } from './c2c-jobs.js';
import { portalCaseRoutes } from './cases.js';
import { portalExpenseRoutes } from './expenses.js';
import { portalLeaveRoutes } from './leaves.js';
import { portalPayslipRoutes } from './payslips.js';
import { portalPersonalInformationRoutes } from './personal-information.js';
import { portalPersonalDataRoutes } from './personal-data.js';
import { portalProfileRoutes } from './profile.js';
import { portalCalendarFeedRoutes } from './calendar-feeds.js';
import { portalSubmissionRoutes } from './submissions.js';
import { portalTimeSheetRoutes } from './time-sheets.js';
import { portalVendorBillRoutes } from './vendor-bills.js';

/**
 * The signed-in portal's calls. One hook for the whole folder answers 401 without a valid bearer token
 * (before any body is read) and marks every answer no-store; each route then checks the role it needs
 * (403 otherwise), and personal lists only ever read the caller's own rows.
 */
export const portalRoutes: FastifyPluginAsync<{ env: Env }> = async (app, { env }) => {
  app.addHook('onRequest', app.authenticate);

  await app.register(portalProfileRoutes);
  await app.register(portalCalendarFeedRoutes);
  await app.register(portalTimeSheetRoutes);
  await app.register(portalLeaveRoutes);
  await app.register(portalExpenseRoutes);
  await app.register(portalPayslipRoutes);
  await app.register(portalCaseRoutes);
  await app.register(portalPersonalInformationRoutes);
  await app.register(portalPersonalDataRoutes);
  await app.register(portalSubmissionRoutes, { env });
  await app.register(portalBenchRoutes);
  await app.register(portalC2CJobRoutes);
  await app.register(portalVendorBillRoutes);
};
