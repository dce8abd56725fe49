import type { FastifyPluginAsync } from 'fastify';
import { c2cJobRoutes } from './c2c-jobs.js';
import { portalBenchRoutes } from './portal-bench.js';
import { portalCaseRoutes } from './portal-cases.js';
import { portalExpenseRoutes } from './portal-expenses.js';
import { portalLeaveRoutes } from './portal-leaves.js';
import { portalProfileRoutes } from './portal-profile.js';
import { portalSubmissionRoutes } from './portal-submissions.js';
import { portalTimeSheetRoutes } from './portal-time-sheets.js';

/**
 * The signed-in portal's calls. Every one checks the role on the server (403 otherwise), and
 * personal lists only ever read the caller's own rows.
 */
export const portalRoutes: FastifyPluginAsync = async (app) => {
  await app.register(portalTimeSheetRoutes);
  await app.register(portalLeaveRoutes);
  await app.register(portalExpenseRoutes);
  await app.register(portalCaseRoutes);
  await app.register(portalProfileRoutes);
  await app.register(portalSubmissionRoutes);
  await app.register(portalBenchRoutes);
  await app.register(c2cJobRoutes);
};
