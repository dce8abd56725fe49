import { buildApp } from './app.js';
import { loadEnv } from './config/env.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = loadEnv();
  const app = await buildApp({ env });
  await app.listen({ port: env.PORT, host: env.HOST });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining requests before exit');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    timer.unref();
    // Requests in flight finish; their keep-alive connections then go idle and are closed too, instead of
    // holding the process open until the keep-alive timeout.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    app.close().then(
      () => process.exit(0),
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
