import { API_PATHS, BenchCandidateSchema } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBenchRepository } from '../repositories/bench-repository.js';

/** The public C2C bench hot list: candidate cards without contact details (spec §7, decisions §4). */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  const benchRepository = createBenchRepository(app.db);

  app.get(
    API_PATHS.uaGetBenchList,
    {
      schema: {
        tags: ['bench'],
        summary: 'Public bench hot list (no contact details)',
        response: { 200: z.array(BenchCandidateSchema) },
      },
    },
    () => benchRepository.list(),
  );
};
