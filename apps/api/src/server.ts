import { buildApp } from './app.js';
import { loadEnv } from './config/env.js';

/** How often keep-alive connections whose request has finished are closed while draining. */
const CLOSE_IDLE_EVERY_MS = 100;

async function main() {
  const env = loadEnv();
  const app = await buildApp({ env });
  await app.listen({ port: env.PORT, host: env.HOST });

  let closing = false;
  /**
   * The first SIGTERM (or SIGINT) closes the listening socket (new connections are refused), lets the requests
   * in flight finish (an upload completes and is stored), then the onClose hooks stop the scheduled jobs,
   * let the mail worker finish its batch and close the storage and the database: exit 0. A second signal, or
   * SHUTDOWN_TIMEOUT_MS passing, exits at once with 1.
   */
  const shutdown = (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal while draining: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'draining requests before exit');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out: exiting now');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // Requests in flight finish; their keep-alive connections then go idle and are closed too, instead of
    // holding the process open until the keep-alive timeout.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), CLOSE_IDLE_EVERY_MS);
    closeIdle.unref();
    app.close().then(
      () => {
        app.log.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Startup failed:', error);
  process.exit(1);
});
