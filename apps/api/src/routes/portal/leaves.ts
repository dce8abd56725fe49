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
import { createLeaveRepository } from '../../repositories/leave-repository.js';
import { createLeaveService } from '../../services/leave-service.js';

/** Employees' leave requests and paid time off balance. */
export const portalLeaveRoutes: FastifyPluginAsyncZod = async (app) => {
  const leaves = createLeaveRepository(app.db);
  const leaveService = createLeaveService(app.db, app.dbEngine);
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
    async (request) => {
      const { id } = requireUser(request);
      const [page, balance] = await Promise.all([
        leaves.list(id, request.query),
        leaveService.getBalance(id),
      ]);
      return { ...page, balance };
    },
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
      const result = await leaveService.apply(requireUser(request).id, request.body);
      if ('refused' in result) throw new HttpError(409, result.message, { [result.field]: result.message });
      return reply.code(201).send(result.applied);
    },
  );
};
