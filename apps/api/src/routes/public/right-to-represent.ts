import {
  API_PATHS,
  AnswerRightToRepresentResultSchema,
  AnswerRightToRepresentSchema,
  ApiErrorSchema,
  RightToRepresentQuerySchema,
  RightToRepresentSchema,
  SUBMITTAL_MESSAGES,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { HttpError } from '../../errors.js';
import { formRateLimit } from '../shared/rate-limits.js';

/** Every refusal reads the same (used, void, expired, unknown), so that no answer tells a link's story. */
function unusable(): HttpError {
  return new HttpError(404, SUBMITTAL_MESSAGES.unusable);
}

/**
 * A candidate's right-to-represent link, `/rtr/{token}` (docs/product.md#submittals), without signing in.
 * Reading it changes nothing (mail scanners open links); only the POST answers, once, kept with its time and
 * the caller's address. Rate limited per address as the public forms are; the request log never shows a token
 * (config/logging.ts).
 */
export const rightToRepresentRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    API_PATHS.getRightToRepresent,
    {
      config: formRateLimit(env),
      schema: {
        tags: ['submittals'],
        summary: "A right-to-represent link's offer: the job, the end client and the rate; 404 once unusable",
        querystring: RightToRepresentQuerySchema,
        response: { 200: RightToRepresentSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const offer = await app.services.submittals.viewConsent(request.query.token);
      if (!offer) throw unusable();
      return offer;
    },
  );

  app.post(
    API_PATHS.answerRightToRepresent,
    {
      config: formRateLimit(env),
      schema: {
        tags: ['submittals'],
        summary: 'Agree or decline to be represented; the link is used up',
        body: AnswerRightToRepresentSchema,
        response: { 200: AnswerRightToRepresentResultSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = request.body.answer === 'agree' ? 'agreed' : 'declined';
      const result = await app.services.submittals.answerConsent(request.body.token, answer, request.ip);
      if ('unusable' in result) throw unusable();
      return {
        answer: result.answered,
        message:
          result.answered === 'agreed'
            ? 'Thank you. We will submit you to the client.'
            : 'Thank you. We will not submit you for this role.',
      };
    },
  );
};
