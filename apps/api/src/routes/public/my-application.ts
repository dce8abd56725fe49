import {
  API_PATHS,
  applicantStatusLabel,
  MY_APPLICATION_MESSAGES,
  personalDataFileName,
  MyApplicationRequestSchema,
  MyApplicationSchema,
  SubmissionReceivedSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { HttpError } from '../../errors.js';
import { isWellFormedApplicationToken } from '../../services/recruiting/application-token.js';
import { hashLinkToken } from '../../services/mail/mail-links.js';
import { formRateLimit } from '../shared/rate-limits.js';
import { sendDownload } from '../shared/send-download.js';

/** Every refusal reads the same, so that an answer never tells whether a token ever existed. */
function invalidLink(): HttpError {
  return new HttpError(404, MY_APPLICATION_MESSAGES.invalidLink);
}

/**
 * The applicant's status page (docs/product.md#personal-data): the token of their confirmation e-mail's
 * link shows the application (its status as the applicant reads it) and withdraws it, which erases it
 * everywhere and tells its recruiter. The token travels in the body,
 * so that it stays out of URL logs, and is compared by its hash.
 */
export const myApplicationRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const applications = app.queries.applications;

  function tokenHashOf(token: string): string {
    if (!isWellFormedApplicationToken(token)) throw invalidLink();
    return hashLinkToken(token);
  }

  app.post(
    API_PATHS.getMyApplication,
    {
      config: formRateLimit(env),
      schema: {
        tags: ['forms'],
        summary: "An applicant's own application, by the token of their confirmation e-mail",
        body: MyApplicationRequestSchema,
        response: { 200: MyApplicationSchema },
      },
    },
    async (request) => {
      const application = await applications.findByToken(tokenHashOf(request.body.token));
      if (!application) throw invalidLink();
      return {
        jobTitle: application.jobTitle,
        // No offer is sent to an applicant from the product yet: an application at Offer reads "In review".
        status: applicantStatusLabel(application.status, { offerSent: false }),
        submittedAt: application.submittedAt,
        firstName: application.firstName,
      };
    },
  );

  app.post(
    API_PATHS.withdrawMyApplication,
    {
      config: formRateLimit(env),
      schema: {
        tags: ['forms'],
        summary: 'Withdraws the application and erases it, its resume and its unsent e-mail',
        body: MyApplicationRequestSchema,
        response: { 200: SubmissionReceivedSchema },
      },
    },
    async (request) => {
      const withdrawn = await app.services.personalData.withdrawApplication(tokenHashOf(request.body.token));
      if (!withdrawn) throw invalidLink();
      return { message: MY_APPLICATION_MESSAGES.withdrawn };
    },
  );

  app.post(
    API_PATHS.downloadMyApplicationData,
    {
      config: formRateLimit(env),
      schema: {
        tags: ['forms'],
        summary:
          '"Download my data": a ZIP of the application the token opens (data.json and the resume), docs/personal-data-export.md',
        body: MyApplicationRequestSchema,
      },
    },
    async (request, reply) => {
      const zip = await app.services.personalData.downloadApplication(tokenHashOf(request.body.token));
      if (!zip) throw invalidLink();
      return sendDownload(reply, zip, {
        fileName: personalDataFileName(new Date()),
        mimeType: 'application/zip',
      });
    },
  );
};
