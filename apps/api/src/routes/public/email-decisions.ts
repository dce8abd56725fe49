import {
  API_PATHS,
  DecideFromEmailResultSchema,
  DecideFromEmailSchema,
  EMAIL_DECISION_MESSAGES,
  EmailDecisionQuerySchema,
  EmailDecisionFileQuerySchema,
  EmailDecisionSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { HttpError } from '../../errors.js';
import { sendDownload } from '../shared/send-download.js';
import { COSTLY_READ, formRateLimit } from '../shared/rate-limits.js';

/** Every refusal reads the same (used, void, expired, unknown), so that no answer tells a link's story. */
function unusable(): HttpError {
  return new HttpError(404, EMAIL_DECISION_MESSAGES.unusable);
}

/**
 * Approve from the e-mail (docs/product.md#approve-from-the-e-mail): the link of an approval alert, without
 * signing in. Reading it changes nothing (mail scanners open links); only the POST decides, once. Each call
 * is rate limited per address as the public forms are; the request log never shows a token
 * (config/logging.ts).
 */
export const emailDecisionRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    API_PATHS.getEmailDecision,
    {
      config: formRateLimit(env),
      schema: {
        tags: ['approvals by e-mail'],
        summary: "An approval link's waiting item and its approver; 404 when the link can no longer be used",
        querystring: EmailDecisionQuerySchema,
        response: { 200: EmailDecisionSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const decision = await app.services.decisionLinks.view(request.query.token);
      if (!decision) throw unusable();
      return decision;
    },
  );

  app.post(
    API_PATHS.decideFromEmail,
    {
      config: formRateLimit(env),
      schema: {
        tags: ['approvals by e-mail'],
        summary:
          "Approve or reject an approval link's item (a rejection needs a reason); the link is used up",
        body: DecideFromEmailSchema,
        response: { 200: DecideFromEmailResultSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { token, decision, reason } = request.body;
      const result = await app.services.decisionLinks.decide(token, decision, reason);
      if ('unusable' in result) throw unusable();
      const { status } = result.decided;
      return { status, message: status === 'approved' ? 'Approved.' : 'Rejected.' };
    },
  );

  app.get(
    API_PATHS.getEmailDecisionFile,
    {
      config: { ...formRateLimit(env), ...COSTLY_READ },
      schema: {
        tags: ['approvals by e-mail'],
        summary:
          "The file of an approval link's waiting item (a claim's receipt, a sick-leave request's certificate); disposition=inline to view it",
        querystring: EmailDecisionFileQuerySchema,
      },
    },
    async (request, reply) => {
      const stored = await app.services.decisionLinks.file(request.query.token);
      const file = stored ? await app.fileStorage.open(stored.storedName) : undefined;
      if (!stored || !file) throw unusable();
      return sendDownload(reply, file, {
        fileName: stored.originalName,
        mimeType: stored.mimeType,
        disposition: request.query.disposition,
      });
    },
  );
};
