import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors.js';

export const NUL_CHARACTER_MESSAGE = 'The request contains characters that are not allowed';

/** Whether a value (deeply) holds a string with a NUL character, which no text field may contain. */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((entry) => containsNulCharacter(entry, depth + 1));
  // A loop rather than Object.entries: this runs on every request body.
  for (const key in value) {
    if (key.includes('\u0000') || containsNulCharacter((value as Record<string, unknown>)[key], depth + 1)) {
      return true;
    }
  }
  return false;
}

/**
 * Refuses NUL characters in JSON bodies, query strings and route parameters before validation: PostgreSQL
 * cannot store them, and SQLite should not hold what PostgreSQL would refuse.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  // Multipart requests have no body yet here: the upload routes check their fields and file names once read.
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      containsNulCharacter(request.query) ||
      containsNulCharacter(request.params) ||
      containsNulCharacter(request.body)
    ) {
      done(new HttpError(400, NUL_CHARACTER_MESSAGE));
      return;
    }
    done();
  });
});
