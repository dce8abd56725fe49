import { API_PATHS, personalDataFileName } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import { COSTLY_READ } from '../shared/rate-limits.js';
import { sendDownload } from '../shared/send-download.js';

/**
 * "Download my data" on My profile (docs/personal-data-export.md): the signed-in person's own
 * data as a ZIP, for employees and partners alike, a sign-up still waiting for approval included; each download
 * is a line of the audit log, as a staff export is.
 */
export const portalPersonalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.downloadMyData,
    {
      config: { ...COSTLY_READ, allowPending: true },
      schema: {
        tags: ['portal'],
        summary: "The caller's own data as a ZIP: data.json and their files",
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const zip = await app.services.personalData.downloadOwn({ id: user.id, name: user.name });
      if (!zip) throw new HttpError(404, 'Your account could not be found');
      return sendDownload(reply, zip, {
        fileName: personalDataFileName(new Date()),
        mimeType: 'application/zip',
      });
    },
  );
};
