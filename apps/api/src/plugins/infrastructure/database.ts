import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Env } from '../../config/env.js';
import { migrateToLatest, openDatabase, type DatabaseEngine, type PoolStats } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { seedDemoData } from '../../db/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: DatabaseEngine;
    /** The database's connections now (the metrics read it). */
    dbPoolStats: () => PoolStats;
  }
}

export interface DatabasePluginOptions {
  env: Env;
  pgSchema?: string;
}

/** Opens the database, runs the migrations and the idempotent demo seed, closes it on shutdown. */
export const databasePlugin = fp(async (app: FastifyInstance, { env, pgSchema }: DatabasePluginOptions) => {
  const handle = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    ...(pgSchema ? { pgSchema } : {}),
  });
  await migrateToLatest(handle.db, handle.engine, pgSchema);
  if (env.SEED_DEMO_DATA) await seedDemoData(handle.db);
  app.decorate('db', handle.db);
  app.decorate('dbEngine', handle.engine);
  app.decorate('dbPoolStats', () => handle.poolStats());
  app.addHook('onClose', () => handle.close());
});
