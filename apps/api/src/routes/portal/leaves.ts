import {
  API_PATHS,
  ApplyLeaveSchema,
  LeaveSchema,
  LeavesResponseSchema,
  PageQuerySchema,
  USER_TYPES,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { HttpError } from '../../errors.js';

/** Employees' leave requests and paid time off balance. */
export const portalLeaveRoutes: FastifyPluginAsyncZod = async (app) => {
  const employeeOnly = app.requireRole(USER_TYPES.employee);

  app.get(
    API_PATHS.getLeaves,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary: "The caller's leave requests and paid time off balance",
        security: [{ bearerAuth: [] }],
        querystring: PageQuerySchema,
        response: { 200: LeavesResponseSchema },
      },
    },
    (request) => app.leaves.listWithBalance(requireUser(request).id, request.query),
  );

  app.post(
    API_PATHS.applyLeave,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary: 'Request leave (overlapping dates and an insufficient balance are refused with 409)',
        security: [{ bearerAuth: [] }],
        body: ApplyLeaveSchema,
        response: { 201: LeaveSchema },
      },
    },
    async (request, reply) => {
      const result = await app.leaves.apply(requireUser(request).id, request.body);
      if ('refused' in result) throw new HttpError(409, result.message, { [result.field]: result.message });
      return reply.code(201).send(result.applied);
    },
  );
};
