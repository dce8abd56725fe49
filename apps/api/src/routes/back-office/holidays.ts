import {
  AddHolidaySchema,
  API_PATHS,
  HOLIDAY_MESSAGES,
  HolidayPageSchema,
  HolidaySchema,
  HolidaysQuerySchema,
  RemoveHolidayResultSchema,
  RemoveHolidaySchema,
  STAFF_ROLES,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';

/** Office holiday calendars (admin, docs/product.md#leave): list, add and remove; each change audited. */
export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  const holidays = app.queries.holidays;
  const adminOnly = app.requireStaffRole(STAFF_ROLES.admin);

  app.get(
    API_PATHS.getHolidays,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary: "One office's holidays in date order, optionally one year (admin)",
        security: [{ bearerAuth: [] }],
        querystring: HolidaysQuerySchema,
        response: { 200: HolidayPageSchema },
      },
    },
    (request) => {
      const { office, year, page, pageSize } = request.query;
      return holidays.list(office, year, { page, pageSize });
    },
  );

  app.post(
    API_PATHS.addHoliday,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary: "Add a holiday to an office's calendar (admin); 409 when the office has one on that date",
        security: [{ bearerAuth: [] }],
        body: AddHolidaySchema,
        response: { 201: HolidaySchema },
      },
    },
    async (request, reply) => {
      const result = await app.services.holidays.add(requireUser(request), request.body);
      if ('duplicate' in result) {
        throw new HttpError(409, HOLIDAY_MESSAGES.duplicate, { date: HOLIDAY_MESSAGES.duplicate });
      }
      return reply.code(201).send(result.added);
    },
  );

  app.post(
    API_PATHS.removeHoliday,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary: "Remove a holiday from its office's calendar (admin)",
        security: [{ bearerAuth: [] }],
        body: RemoveHolidaySchema,
        response: { 200: RemoveHolidayResultSchema },
      },
    },
    async (request) => {
      const removed = await app.services.holidays.remove(requireUser(request), request.body.id);
      if (!removed) throw new HttpError(404, HOLIDAY_MESSAGES.notFound);
      return { id: request.body.id, removed: true as const };
    },
  );
};
