import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../../repositories/all-repositories.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The repositories on app.db; a service that needs a transaction builds its own on it. */
    repositories: Repositories;
  }
}

/** The repositories, built once for every plugin and route (after the database plugin). */
export const repositoriesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('repositories', createRepositories(app.db, app.dbEngine));
});
