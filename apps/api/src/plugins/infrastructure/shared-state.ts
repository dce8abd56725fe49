import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Env } from '../../config/env.js';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from '../../adapters/counter-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Anti-abuse counters: in this process, or shared through Redis when REDIS_URL is set. */
    counters: CounterStore;
  }
}

/**
 * What several API processes must share besides the database (docs/product.md#scale-out): the rate limits and the
 * anti-abuse counters, in Redis when REDIS_URL is set, else in this process.
 */
export const sharedStatePlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, {
        // A request waits at most this long for Redis; the rate limiter then lets it through (skipOnError).
        connectTimeout: 2000,
        commandTimeout: 1000,
        maxRetriesPerRequest: 1,
      })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));

  const counters = redis ? createRedisCounterStore(redis) : createMemoryCounterStore();
  app.decorate('counters', counters);

  // A request within its limit is answered without the x-ratelimit-* headers (a 429 keeps them and
  // Retry-After): nothing of ours reads them.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'smartmove:rate-limit:', skipOnError: true } : {}),
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });

  app.addHook('onClose', async () => {
    await counters.close();
    await redis?.quit().catch(() => redis.disconnect());
  });
});
