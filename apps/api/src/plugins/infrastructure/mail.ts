import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';
import { createMailLinks, type MailLinks } from '../../services/mail/mail-links.js';
import { createMailProvider, type MailProvider } from '../../adapters/mail-provider.js';
import {
  createMailWorker,
  mailDeliveryOn,
  type MailWorker,
  type MailWorkerOptions,
} from '../../services/mail/mail-worker.js';
import { loadSecret } from '../../services/operations/secrets.js';

export interface MailPluginOptions {
  env: Env;
  /** Tests replace the clock, intervals and retry delays. */
  worker?: Partial<Pick<MailWorkerOptions, 'now' | 'pollIntervalMs' | 'leaseMs' | 'batchSize' | 'retry'>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * E-mail: the provider, the worker that delivers the outbox (wake it after enqueuing), and the links that
     * work as keys, whose tokens the worker puts in as it sends.
     */
    mail: {
      provider: MailProvider;
      worker: MailWorker;
      links: MailLinks;
      wake(): void;
      runOnce(): Promise<void>;
    };
  }
}

/**
 * The mail worker of this process (every API process runs one; they share the outbox safely). Registered
 * after the queries, so that it stops, waiting for the message in flight, before the database closes.
 */
export const mailPlugin = fp(async (app: FastifyInstance, { env, worker: overrides }: MailPluginOptions) => {
  const provider = createMailProvider(env);
  const links = createMailLinks(
    await loadSecret(app.db, 'mail-link-secret', env.MAIL_LINK_SECRET, env.DATA_DIR),
  );
  const worker = createMailWorker({
    provider,
    outbox: mailDeliveryOn(app.db, app.dbEngine),
    links,
    engine: app.dbEngine,
    log: app.log.child({ component: 'mail' }),
    events: {
      sent: (count) => app.metrics.mailSent.inc(count),
      failedAttempt: (final) => {
        app.metrics.mailFailedAttempts.inc();
        if (final) app.metrics.mailFailed.inc();
      },
    },
    ...overrides,
    retry: { maxAttempts: env.MAIL_MAX_ATTEMPTS, ...overrides?.retry },
  });
  app.decorate('mail', {
    provider,
    worker,
    links,
    wake: () => worker.wake(),
    runOnce: () => worker.runOnce(),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    provider.close();
  });
});
