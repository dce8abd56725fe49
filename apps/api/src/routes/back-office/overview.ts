import {
  API_PATHS,
  BackOfficeOverviewSchema,
  hasStaffRole,
  STAFF_ROLES,
  type BackOfficeCount,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/application/auth.js';

/** Which count each staff role sees (an admin every one): the lists its pages open. */
const COUNT_ROLES: Record<BackOfficeCount, (typeof STAFF_ROLES)[keyof typeof STAFF_ROLES]> = {
  newInquiries: STAFF_ROLES.recruiter,
  newApplications: STAFF_ROLES.recruiter,
  waitingApprovals: STAFF_ROLES.approver,
  openCases: STAFF_ROLES.approver,
  benchWaiting: STAFF_ROLES.recruiter,
};

/**
 * The back office's front page (docs/product.md#back-office): what waits in each list the caller's roles
 * open.
 */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const overview = app.queries.backOfficeOverview;

  app.get(
    API_PATHS.getBackOfficeOverview,
    {
      schema: {
        tags: ['back-office'],
        summary:
          'How many inquiries and applications are new, items wait for approval, cases are open and bench candidates wait for review; only the counts of lists the roles open',
        security: [{ bearerAuth: [] }],
        response: { 200: BackOfficeOverviewSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const which = (Object.keys(COUNT_ROLES) as BackOfficeCount[]).filter((name) =>
        hasStaffRole(user.staffRoles, COUNT_ROLES[name]),
      );
      const isAdmin = user.staffRoles.includes(STAFF_ROLES.admin);
      return overview.counts({ id: user.id, name: user.name, isAdmin }, which);
    },
  );
};
