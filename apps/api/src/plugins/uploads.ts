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

/**
 * Multipart parsing for every upload route, and the file storage. Routes set their own limits per
 * request (`request.parts({ limits })`); these defaults are deliberately small.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  await app.register(multipart, {
    limits: { fileSize: 1024 * 1024, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 50 },
  });
  app.decorate('fileStorage', createFileStorage(env.DATA_DIR));
});
