import {
  API_PATHS,
  AddTimeSheetSchema,
  ApiErrorSchema,
  MyProjectPageSchema,
  PORTAL_MESSAGES,
  PROJECT_MESSAGES,
  PageQuerySchema,
  TimeSheetPageSchema,
  TimeSheetSchema,
  TimeSheetsQuerySchema,
  USER_TYPES,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/application/auth.js';
import { HttpError } from '../../errors.js';

/**
 * Employees' weekly time sheets: list, save as draft, submit. A submitted sheet waits for the approver and
 * an approved one is final (409); a rejected one can be corrected and submitted again. Each row's project
 * is one of the projects assigned to the employee (400 otherwise), listed by GET /CRM/GetMyProjects.
 */
export const portalTimeSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { projects } = app.queries;
  const employeeOnly = app.requireRole(USER_TYPES.employee);

  app.get(
    API_PATHS.getTimeSheets,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary: "The caller's time sheets, newest week first",
        security: [{ bearerAuth: [] }],
        querystring: TimeSheetsQuerySchema,
        response: { 200: TimeSheetPageSchema },
      },
    },
    (request) => app.services.timeSheets.list(requireUser(request).id, request.query),
  );

  app.get(
    API_PATHS.getMyProjects,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary: 'The projects assigned to the caller, by name: the choices of a time sheet row',
        security: [{ bearerAuth: [] }],
        querystring: PageQuerySchema,
        response: { 200: MyProjectPageSchema },
      },
    },
    (request) => projects.listForUser(requireUser(request).id, request.query),
  );

  app.post(
    API_PATHS.addTimeSheet,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary: 'Save the time sheet of one week as a draft, or submit it',
        security: [{ bearerAuth: [] }],
        body: AddTimeSheetSchema,
        response: { 200: TimeSheetSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const result = await app.services.timeSheets.save(requireUser(request).id, request.body);
      if ('notAssigned' in result) {
        throw new HttpError(
          400,
          PROJECT_MESSAGES.notAssigned,
          Object.fromEntries(
            result.notAssigned.map((index) => [`entries.${index}.project`, PROJECT_MESSAGES.notAssigned]),
          ),
        );
      }
      if ('locked' in result) {
        const message =
          result.locked === 'approved'
            ? PORTAL_MESSAGES.timeSheet.alreadyApproved
            : PORTAL_MESSAGES.timeSheet.alreadySubmitted;
        throw new HttpError(409, message, { weekStart: message });
      }
      return result.saved;
    },
  );
};
