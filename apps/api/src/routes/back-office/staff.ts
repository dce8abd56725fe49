import { API_PATHS, PageQuerySchema, StaffPageSchema } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The staff members a record can be assigned to (any staff role may read the list). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.queries.users;

  app.get(
    API_PATHS.getStaff,
    {
      schema: {
        tags: ['back-office'],
        summary: 'Active staff members, by name',
        security: [{ bearerAuth: [] }],
        querystring: PageQuerySchema,
        response: { 200: StaffPageSchema },
      },
    },
    async (request) => {
      const page = await users.listStaff(request.query);
      return {
        ...page,
        items: page.items.map((user) => ({ id: user.id, name: user.name, roles: user.staffRoles })),
      };
    },
  );
};
