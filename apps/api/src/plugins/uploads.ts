import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.js';
import { createFileStorage, type FileStorage } from '../services/file-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files under DATA_DIR/uploads (resumes, receipts, profile images); never served publicly. */
    fileStorage: FileStorage;
  }
}

/** The file storage of every upload route. */
export const uploadsPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  app.decorate('fileStorage', createFileStorage(env.DATA_DIR));
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
