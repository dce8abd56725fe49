import {
  API_PATHS,
  hasStaffRole,
  STAFF_ROLES,
  USER_TYPES,
  VendorBillPageSchema,
  VendorBillsQuerySchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';

/**
 * GET /CRM/GetVendorBills (docs/product.md#pay-and-margin): finance and admins read every vendor bill, a
 * partner only their own (the "Bills" page); anyone else gets 403.
 */
export const portalVendorBillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.getVendorBills,
    {
      schema: {
        tags: ['portal', 'billing'],
        summary:
          "Vendor bills, newest first: every one for finance and admins, a partner's own for a partner",
        security: [{ bearerAuth: [] }],
        querystring: VendorBillsQuerySchema,
        response: { 200: VendorBillPageSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (hasStaffRole(user.staffRoles, STAFF_ROLES.finance)) {
        return app.queries.vendorBills.list(request.query);
      }
      if (user.userType !== USER_TYPES.partner) throw new HttpError(403, 'You are not allowed to do this');
      return app.queries.vendorBills.list({ ...request.query, vendorUserId: user.id });
    },
  );
};
