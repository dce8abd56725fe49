import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.js';
import type { FileStorage } from '../../adapters/file-storage.js';
import { createLocalFileStorage } from '../../adapters/local-file-storage.js';
import { createUploadQuota, type UploadQuota } from '../../adapters/upload-quota.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (resumes, receipts, profile images): DATA_DIR/uploads or S3; never served publicly. */
    fileStorage: FileStorage;
    /** The bytes one IP address (public uploads) and one signed-in person may upload per day, in app.counters. */
    uploadQuota: UploadQuota;
  }
}

async function createFileStorage(env: Env): Promise<FileStorage> {
  if (!env.S3_BUCKET) {
    return createLocalFileStorage({ dataDir: env.DATA_DIR, minFreeBytes: env.UPLOAD_MIN_FREE_BYTES });
  }
  // Loaded only when used: the AWS SDK is large and the embedded default does without it.
  const { createS3FileStorage } = await import('../../adapters/s3-file-storage.js');
  return createS3FileStorage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
}

/**
 * The file storage of every upload route, chosen once: S3 when S3_BUCKET is set, else the local folder;
 * and the daily upload quotas per IP and per person (after the shared-state plugin, whose counters it uses).
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const chosen = await createFileStorage(env);
  // Every stored upload's bytes count in the metrics.
  const storage: FileStorage = {
    ...chosen,
    async save(source, options, isTruncated) {
      const stored = await chosen.save(source, options, isTruncated);
      app.metrics.uploadBytes.inc(stored.size);
      return stored;
    },
  };
  app.decorate('fileStorage', storage);
  app.decorate(
    'uploadQuota',
    createUploadQuota({
      counters: app.counters,
      ipDailyBytes: env.UPLOAD_IP_DAILY_BYTES,
      personDailyBytes: env.UPLOAD_PERSON_DAILY_BYTES,
      log: app.log,
    }),
  );
  app.addHook('onClose', () => storage.close());
  const removed = await storage.removeUnfinished();
  if (removed > 0) app.log.info({ removed }, 'removed uploads left unfinished by the last run');
});

/**
 * Multipart parsing, registered by each route plugin that takes uploads: its hooks (one on every request's
 * start and one on its end) then run for those routes only, not for every page and form. Routes set their
 * own limits per request (`request.parts({ limits })`); these defaults are deliberately small.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: 1024 * 1024, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 50 },
  });
}
