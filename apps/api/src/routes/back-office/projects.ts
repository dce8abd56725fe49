import {
  AddProjectSchema,
  API_PATHS,
  ApiErrorSchema,
  PROJECT_MESSAGES,
  ProjectPageSchema,
  ProjectSchema,
  ProjectsQuerySchema,
  STAFF_ROLES,
  UpdateProjectAssignmentsSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';

/**
 * Projects (admin): the firm's projects and who is assigned to each. An employee's time sheet rows choose
 * from the projects assigned to them (GET /CRM/GetMyProjects, portal).
 */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const projects = app.services.projects;
  const adminOnly = app.requireStaffRole(STAFF_ROLES.admin);

  app.get(
    API_PATHS.getProjects,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary: 'Every project by name, with the people assigned to it (admin)',
        security: [{ bearerAuth: [] }],
        querystring: ProjectsQuerySchema,
        response: { 200: ProjectPageSchema },
      },
    },
    (request) => app.queries.projects.list(request.query),
  );

  app.post(
    API_PATHS.addProject,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary: 'Add a project, with nobody assigned yet (admin); 409 when one of that name exists',
        security: [{ bearerAuth: [] }],
        body: AddProjectSchema,
        response: { 200: ProjectSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const result = await projects.create(request.body.name, requireUser(request));
      if ('refused' in result) {
        throw new HttpError(409, PROJECT_MESSAGES.nameTaken, { name: PROJECT_MESSAGES.nameTaken });
      }
      return result.project;
    },
  );

  app.post(
    API_PATHS.updateProjectAssignments,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary: 'Set who is assigned to a project: active employees only (admin)',
        security: [{ bearerAuth: [] }],
        body: UpdateProjectAssignmentsSchema,
        response: { 200: ProjectSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { projectId, userIds } = request.body;
      const result = await projects.updateAssignments(projectId, userIds, requireUser(request));
      if ('project' in result) return result.project;
      if (result.refused === 'not-found') throw new HttpError(404, PROJECT_MESSAGES.notFound);
      throw new HttpError(400, PROJECT_MESSAGES.employees, { userIds: PROJECT_MESSAGES.employees });
    },
  );
};
