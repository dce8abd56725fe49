import {
  API_PATHS,
  BENCH_REVIEW_MESSAGES,
  BENCH_STATES,
  BenchCandidateIdSchema,
  BenchReviewPageSchema,
  BenchReviewQuerySchema,
  BENCH_STATE_CODES,
  SendBackBenchCandidateSchema,
  STAFF_ROLES,
  z,
  type BenchState,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';

const StateAnswerSchema = z.object({ id: z.string(), status: z.enum(BENCH_STATE_CODES) });

/**
 * Bench publishing (recruiters; an admin may too): partners' candidates reach the public hot list only once
 * published, a recruiter may take one off again, or send one back to its partner with a reason
 * (services/recruiting/bench-service.ts records each change).
 */
export const benchReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const recruiters = app.requireStaffRole(STAFF_ROLES.recruiter);

  app.get(
    API_PATHS.getBenchReview,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'Every bench candidate with its partner and state, newest first (search; filter by status)',
        security: [{ bearerAuth: [] }],
        querystring: BenchReviewQuerySchema,
        response: { 200: BenchReviewPageSchema },
      },
    },
    (request) =>
      app.queries.bench.listReview(
        { search: request.query.search, status: request.query.status },
        request.query,
      ),
  );

  const changeState = (path: string, to: BenchState, summary: string) =>
    app.post(
      path,
      {
        onRequest: recruiters,
        schema: {
          tags: ['back-office'],
          summary,
          security: [{ bearerAuth: [] }],
          body: BenchCandidateIdSchema,
          response: { 200: StateAnswerSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const result = await app.services.bench.setState(request.body.id, to, user);
        if ('notFound' in result) throw new HttpError(404, BENCH_REVIEW_MESSAGES.notFound);
        return { id: request.body.id, status: result.status };
      },
    );

  changeState(
    API_PATHS.publishBenchCandidate,
    BENCH_STATES.published,
    'Publish a bench candidate on the public hot list (already published: no change)',
  );
  changeState(
    API_PATHS.unpublishBenchCandidate,
    BENCH_STATES.waiting,
    'Take a bench candidate off the public hot list (back to waiting for review)',
  );

  app.post(
    API_PATHS.sendBackBenchCandidate,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary:
          'Send a candidate waiting for review back to its partner with a reason (a published one: unpublish first)',
        security: [{ bearerAuth: [] }],
        body: SendBackBenchCandidateSchema,
        response: { 200: StateAnswerSchema },
      },
    },
    async (request) => {
      const { id, reason } = request.body;
      const result = await app.services.bench.sendBack(id, reason, requireUser(request));
      if ('notFound' in result) throw new HttpError(404, BENCH_REVIEW_MESSAGES.notFound);
      if ('refused' in result) throw new HttpError(409, BENCH_REVIEW_MESSAGES.unpublishFirst);
      return { id, status: result.status };
    },
  );
};
