import {
  API_PATHS,
  BENCH_REVIEW_MESSAGES,
  BenchCandidateIdSchema,
  MyBenchCandidateSchema,
  UpdateBenchCandidateSchema,
  BenchListQuerySchema,
  BenchPageSchema,
  MyBenchPageSchema,
  PORTAL_MESSAGES,
  USER_TYPES,
  UploadBenchListResultSchema,
  UploadBenchListSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/application/auth.js';
import { HttpError } from '../../errors.js';

/** Partners' bench lists: the whole bench, their own consultants, bench uploads, and edits of their own. */
export const portalBenchRoutes: FastifyPluginAsyncZod = async (app) => {
  const bench = app.queries.bench;
  const partnerOnly = app.requireRole(USER_TYPES.partner);

  app.get(
    API_PATHS.getBenchList,
    {
      onRequest: partnerOnly,
      schema: {
        tags: ['portal'],
        summary: 'The whole bench as cards (contact details stay with the owning partner)',
        security: [{ bearerAuth: [] }],
        querystring: BenchListQuerySchema,
        response: { 200: BenchPageSchema },
      },
    },
    (request) => bench.listPage({ keyword: request.query.keyword }, request.query),
  );

  app.get(
    API_PATHS.getMyBenchList,
    {
      onRequest: partnerOnly,
      schema: {
        tags: ['portal'],
        summary: 'The consultants the caller put on the bench, with contact details',
        security: [{ bearerAuth: [] }],
        querystring: BenchListQuerySchema,
        response: { 200: MyBenchPageSchema },
      },
    },
    (request) =>
      bench.listOwnedPage(requireUser(request).id, { keyword: request.query.keyword }, request.query),
  );

  app.post(
    API_PATHS.uploadBenchList,
    {
      onRequest: partnerOnly,
      schema: {
        tags: ['portal'],
        summary: 'Add consultants to the bench; duplicates are skipped and reported (dryRun only reports)',
        security: [{ bearerAuth: [] }],
        body: UploadBenchListSchema,
        response: { 200: UploadBenchListResultSchema },
      },
    },
    (request) =>
      app.services.bench.upload(requireUser(request).id, request.body.candidates, request.body.dryRun),
  );

  app.post(
    API_PATHS.updateBenchCandidate,
    {
      onRequest: partnerOnly,
      schema: {
        tags: ['portal'],
        summary:
          "Change one of the caller's consultants (a published one waits for review again); 404 for anybody else's",
        security: [{ bearerAuth: [] }],
        body: UpdateBenchCandidateSchema,
        response: { 200: MyBenchCandidateSchema },
      },
    },
    async (request) => {
      const { id, ...row } = request.body;
      const result = await app.services.bench.updateOwned(requireUser(request), id, row);
      if ('notFound' in result) throw new HttpError(404, BENCH_REVIEW_MESSAGES.notFound);
      if ('refused' in result) {
        const message = PORTAL_MESSAGES.bench.duplicateOnBench;
        throw new HttpError(400, message, { name: message });
      }
      return result.candidate;
    },
  );

  app.post(
    API_PATHS.removeBenchCandidate,
    {
      onRequest: partnerOnly,
      schema: {
        tags: ['portal'],
        summary: "Take one of the caller's consultants off the bench; 404 for anybody else's",
        security: [{ bearerAuth: [] }],
        body: BenchCandidateIdSchema,
        response: { 200: BenchCandidateIdSchema },
      },
    },
    async (request) => {
      const result = await app.services.bench.removeOwned(requireUser(request), request.body.id);
      if ('notFound' in result) throw new HttpError(404, BENCH_REVIEW_MESSAGES.notFound);
      return { id: request.body.id };
    },
  );
};
