import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createQueries, type Queries } from '../../repositories/all-queries.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reads on app.db, and nothing that writes: a change goes through app.services. */
    queries: Queries;
  }
}

/** The read queries, built once for every plugin and route (after the database plugin). */
export const queriesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('queries', createQueries(app.db));
});
