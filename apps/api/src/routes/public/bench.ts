import { API_PATHS, BenchListQuerySchema, BenchPageSchema } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The public C2C bench hot list: candidate cards without contact details (docs/product.md#api, docs/product.md#api). */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  const benchRepository = app.queries.bench;

  app.get(
    API_PATHS.uaGetBenchList,
    {
      schema: {
        tags: ['bench'],
        summary: 'Public bench hot list, one page at a time (no contact details; keyword filter)',
        querystring: BenchListQuerySchema,
        response: { 200: BenchPageSchema },
      },
    },
    (request) => benchRepository.listPage({ keyword: request.query.keyword }, request.query),
  );
};
