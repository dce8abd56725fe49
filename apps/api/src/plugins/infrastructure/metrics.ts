import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Env } from '../../config/env.js';
import { createSystemQueries } from '../../repositories/operations/system-queries.js';

/**
 * Where Prometheus scrapes (docs/product.md#running-it); only with `Authorization: Bearer $METRICS_TOKEN`.
 */
export const METRICS_PATH = '/metrics';

/** The route label of a request no route matched (its URL is never a label: it may carry a token). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Request durations in seconds: a page from memory takes a millisecond, an upload many seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** How late a scheduled job ran after its slot, in seconds (a minute's tick … days of downtime). */
const LAG_BUCKETS = [1, 10, 60, 300, 900, 3600, 6 * 3600, 24 * 3600, 7 * 24 * 3600];

/** This process's metrics: what the code counts as it goes; the rest is read when Prometheus scrapes. */
export interface AppMetrics {
  registry: Registry;
  /** E-mails delivered by this process's worker. */
  mailSent: Counter;
  /** Failed delivery attempts (each is retried later, or is the last). */
  mailFailedAttempts: Counter;
  /** E-mails marked failed after their last attempt. */
  mailFailed: Counter;
  /** Bytes of uploaded files stored. */
  uploadBytes: Counter;
  /** Scheduled job runs this process made, by job. */
  jobRuns: Counter<'job'>;
  /** How late a scheduled slot ran after its time, by job. */
  jobLag: Histogram<'job'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** SHA-256 of both sides, so that the comparison takes the same time whatever the lengths. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** "2xx", "4xx", … */
const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

/**
 * Prometheus metrics (docs/product.md#running-it): request durations by route pattern, the outbox's waiting
 * and failed e-mail and this process's deliveries, scheduled job runs and their lag, the database pool,
 * upload bytes, and Node's default process metrics. Registered after the database (its gauges read it when
 * scraped) and before the mail worker and the uploads, which count into it. GET /metrics exists only when
 * METRICS_TOKEN is set.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const registry = new Registry();
  const registers = [registry];
  const metrics: AppMetrics = {
    registry,
    mailSent: new Counter({
      name: 'smartmove_mail_sent_total',
      help: 'E-mails this process delivered',
      registers,
    }),
    mailFailedAttempts: new Counter({
      name: 'smartmove_mail_failed_attempts_total',
      help: 'Delivery attempts that failed (retried later, or the last one)',
      registers,
    }),
    mailFailed: new Counter({
      name: 'smartmove_mail_given_up_total',
      help: 'E-mails marked failed after their last attempt',
      registers,
    }),
    uploadBytes: new Counter({
      name: 'smartmove_upload_bytes_total',
      help: 'Bytes of uploaded files stored',
      registers,
    }),
    jobRuns: new Counter({
      name: 'smartmove_scheduled_job_runs_total',
      help: 'Scheduled job runs this process made',
      labelNames: ['job'],
      registers,
    }),
    jobLag: new Histogram({
      name: 'smartmove_scheduled_job_lag_seconds',
      help: 'How late a scheduled slot ran after its time',
      labelNames: ['job'],
      buckets: LAG_BUCKETS,
      registers,
    }),
  };
  app.decorate('metrics', metrics);
  if (!env.METRICS_TOKEN) return;
  const token = env.METRICS_TOKEN;

  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  // Read from the database when scraped: the outbox and the job runs are shared by every process.
  const system = createSystemQueries(app.db);
  const readFailed = (what: string) => (error: unknown) =>
    app.log.warn({ err: error }, `metrics: could not read ${what}`);
  new Gauge({
    name: 'smartmove_mail_outbox_messages',
    help: 'E-mails in the outbox: waiting to be sent, sent, or failed after their last attempt',
    labelNames: ['status'],
    registers,
    async collect() {
      try {
        const counts = await system.countMailByStatus();
        this.set({ status: 'waiting' }, counts.pending);
        this.set({ status: 'sent' }, counts.sent);
        this.set({ status: 'failed' }, counts.failed);
      } catch (error) {
        readFailed('the outbox')(error);
      }
    },
  });
  new Gauge({
    name: 'smartmove_scheduled_job_last_run_timestamp_seconds',
    help: "Each scheduled job's latest run (any process), as a Unix time",
    labelNames: ['job'],
    registers,
    async collect() {
      try {
        for (const run of await system.latestRuns()) {
          this.set({ job: run.job }, Date.parse(run.ranAt) / 1000);
        }
      } catch (error) {
        readFailed('the scheduled runs')(error);
      }
    },
  });
  const poolGauge = (
    name: string,
    help: string,
    read: (stats: ReturnType<typeof app.dbPoolStats>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(app.dbPoolStats()));
      },
    });
  poolGauge(
    'smartmove_db_pool_connections',
    'Database connections open (SQLite: its one connection)',
    (stats) => stats.total,
  );
  poolGauge(
    'smartmove_db_pool_idle_connections',
    'Database connections open and idle',
    (stats) => stats.idle,
  );
  poolGauge(
    'smartmove_db_pool_waiting_queries',
    'Queries waiting for a database connection',
    (stats) => stats.waiting,
  );

  const refuse = (reply: FastifyReply) =>
    reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
  app.get(
    METRICS_PATH,
    {
      schema: { hide: true },
      // Before anything else of the request: a wrong token learns nothing.
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
        if (!sameToken(given, token)) return refuse(reply);
      },
    },
    async (_request, reply) => {
      const text = await registry.metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
});
