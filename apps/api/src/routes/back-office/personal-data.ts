import {
  API_PATHS,
  ErasePersonalDataSchema,
  STAFF_ROLES,
  SubmissionReceivedSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';

const NOT_FOUND: Record<'inquiry' | 'application', string> = {
  inquiry: 'This inquiry does not exist',
  application: 'This application does not exist',
};

/** "Erase personal data" of an inquiry or application (recruiters and admins). */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.erasePersonalData,
    {
      onRequest: app.requireStaffRole(STAFF_ROLES.recruiter),
      schema: {
        tags: ['back-office'],
        summary: 'Erases an inquiry or application, its notes, history, files and e-mail',
        security: [{ bearerAuth: [] }],
        body: ErasePersonalDataSchema,
        response: { 200: SubmissionReceivedSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { kind, id } = request.body;
      const erased = await app.services.personalData.erase(kind, id, { id: user.id, name: user.name });
      if (!erased) throw new HttpError(404, NOT_FOUND[kind]);
      return { message: 'Personal data erased.' };
    },
  );
};
