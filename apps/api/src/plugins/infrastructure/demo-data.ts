import fs from 'node:fs';
import { RESUME_MAX_BYTES } from '@smartmove/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';
import { seedDemoApplication } from '../../db/seed.js';
import { DEMO_RESUME_FILE } from '../../db/seed-data.js';

/**
 * The demo data that needs the file storage (after the database's seed): the demo application and its resume,
 * stored once, which the talent text worker then reads and indexes.
 */
export const demoDataPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  if (!env.SEED_DEMO_DATA) return;
  // The product starts without it (a full disk, an unreachable bucket): the next start stores it.
  await seedDemoApplication(app.db, () =>
    app.fileStorage.save(fs.createReadStream(DEMO_RESUME_FILE), {
      folder: 'resumes',
      maxBytes: RESUME_MAX_BYTES,
      allowedMimeTypes: ['application/pdf'],
      tooLargeMessage: 'The demo resume is too large',
      wrongTypeMessage: 'The demo resume is not a PDF',
    }),
  ).catch((error: unknown) => app.log.warn({ err: error }, 'the demo application could not be stored'));
});
