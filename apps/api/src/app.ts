import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import { loggerOptions } from './config/logging.js';
import { apiDocsPlugin } from './plugins/infrastructure/api-docs.js';
import { authPlugin } from './plugins/application/auth.js';
import { databasePlugin } from './plugins/infrastructure/database.js';
import { demoDataPlugin } from './plugins/infrastructure/demo-data.js';
import { errorHandlerPlugin } from './plugins/infrastructure/error-handler.js';
import { inputHygienePlugin } from './plugins/infrastructure/input-hygiene.js';
import { mailPlugin, type MailPluginOptions } from './plugins/infrastructure/mail.js';
import { metricsPlugin } from './plugins/infrastructure/metrics.js';
import { queriesPlugin } from './plugins/infrastructure/queries.js';
import { securityPlugin } from './plugins/infrastructure/security.js';
import { servicesPlugin } from './plugins/application/services.js';
import { sharedStatePlugin } from './plugins/infrastructure/shared-state.js';
import { personalDataPlugin } from './plugins/application/personal-data.js';
import { remindersPlugin } from './plugins/application/reminders.js';
import { submissionPruningPlugin } from './plugins/application/submission-pruning.js';
import { talentTextPlugin, type TalentTextPluginOptions } from './plugins/infrastructure/talent-text.js';
import { uploadsPlugin } from './plugins/infrastructure/uploads.js';
import { webAppPlugin } from './plugins/infrastructure/web-app.js';
import { portalRoutes } from './routes/portal/index.js';
import { backOfficeRoutes } from './routes/back-office/index.js';
import { publicRoutes } from './routes/public/index.js';

export interface BuildAppOptions {
  env: Env;
  /** Tests run PostgreSQL in a schema of their own. */
  pgSchema?: string;
  /** Serve the built web app (off for API-only tests). */
  serveWeb?: boolean;
  /** The mail worker's clock, intervals and retry delays (tests). */
  mailWorker?: MailPluginOptions['worker'];
  /** The talent text worker's clock, interval and retry delays (tests). */
  talentText?: TalentTextPluginOptions['worker'];
}

/** 1 MiB for JSON bodies; uploads have their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp({
  env,
  pgSchema,
  serveWeb = true,
  mailWorker,
  talentText,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env),
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: env.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Third-party plugins.
  await app.register(errorHandlerPlugin);
  await app.register(inputHygienePlugin);
  await app.register(securityPlugin, { env });
  await app.register(sharedStatePlugin, { env });
  await app.register(apiDocsPlugin);

  // Our services, each decorating the app (app.db, app.queries, app.services, ...); routes only use them.
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  await app.register(databasePlugin, { env, ...(pgSchema ? { pgSchema } : {}) });
  await app.register(queriesPlugin);
  await app.register(metricsPlugin, { env });
  await app.register(mailPlugin, { env, ...(mailWorker ? { worker: mailWorker } : {}) });
  await app.register(authPlugin, { env });
  await app.register(uploadsPlugin, { env });
  await app.register(demoDataPlugin, { env });
  await app.register(talentTextPlugin, talentText ? { worker: talentText } : {});
  await app.register(servicesPlugin, { env });
  await app.register(submissionPruningPlugin);
  await app.register(personalDataPlugin);
  await app.register(remindersPlugin, { env });

  // Routes.
  await app.register(publicRoutes, { env });
  await app.register(portalRoutes, { env });
  await app.register(backOfficeRoutes, { env });
  if (serveWeb) await app.register(webAppPlugin, { env });
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));

  return app;
}
