import {
  API_PATHS,
  ErasePersonalDataSchema,
  ExportPersonalDataQuerySchema,
  STAFF_ROLES,
  SubmissionReceivedSchema,
  hasStaffRole,
  personalDataFileName,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import { COSTLY_READ } from '../shared/rate-limits.js';
import { sendDownload } from '../shared/send-download.js';

const NOT_FOUND: Record<'inquiry' | 'application' | 'person', string> = {
  inquiry: 'This inquiry does not exist',
  application: 'This application does not exist',
  person: 'This person does not exist',
};

/**
 * "Erase personal data" of an inquiry or application (recruiters and admins), and "Export personal data" of
 * an inquiry, an application (recruiters) or a person (admins, who keep the People page).
 */
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

  app.get(
    API_PATHS.exportPersonalData,
    {
      config: COSTLY_READ,
      onRequest: app.requireStaffRole(STAFF_ROLES.recruiter),
      schema: {
        tags: ['back-office'],
        summary:
          "A ZIP of everything held about a record's person (data.json and their files), audited; docs/personal-data-export.md",
        security: [{ bearerAuth: [] }],
        querystring: ExportPersonalDataQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { kind, id } = request.query;
      // The People page is the admins': so is a person's export.
      if (kind === 'person' && !hasStaffRole(user.staffRoles, STAFF_ROLES.admin)) {
        throw new HttpError(403, 'You are not allowed to do this');
      }
      const zip = await app.services.personalData.exportFor(kind, id, { id: user.id, name: user.name });
      if (!zip) throw new HttpError(404, NOT_FOUND[kind]);
      return sendDownload(reply, zip, {
        fileName: personalDataFileName(new Date()),
        mimeType: 'application/zip',
      });
    },
  );
};
