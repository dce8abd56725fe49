import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors.js';

/** The answer's message when a text holds a character no text field may contain. */
export const NUL_CHARACTER_MESSAGE = 'The request contains characters that are not allowed';
/** What the answer's `errors` says of the field that holds it. */
export const DISALLOWED_CHARACTER_FIELD_MESSAGE = 'This field contains characters that are not allowed';

/**
 * Characters no text field may hold: C0 controls except tab, line feed and carriage return; DEL and the
 * C1 controls; and unpaired UTF-16 surrogates, which JSON.parse makes of a lone "\ud800" escape and which
 * neither engine stores as sent (SQLite and PostgreSQL both write U+FFFD). Without the u flag the pattern
 * sees UTF-16 code units, so a well-formed pair never matches.
 */
const DISALLOWED_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds a control character or a lone surrogate. */
export function hasDisallowedCharacter(text: string): boolean {
  return DISALLOWED_CHARACTER.test(text);
}

const MAX_DEPTH = 32;

/**
 * The path ('' for the value itself, 'entries.0.project' deeper) of the first text in a value that holds a
 * disallowed character, in a key or in a string; undefined when there is none. A bad key is reported by the
 * path of the object that holds it, so the answer never echoes the character back.
 */
export function findDisallowedText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return hasDisallowedCharacter(value) ? path : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findDisallowedText(value[index], path ? `${path}.${index}` : String(index), depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  // A loop rather than Object.entries: this runs on every request.
  for (const key in value) {
    if (hasDisallowedCharacter(key)) return path;
    const found = findDisallowedText(
      (value as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
      depth + 1,
    );
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The 400 for a text with a disallowed character, naming its field ('_' when it is the request's own). */
export function disallowedCharacterError(field: string): HttpError {
  return new HttpError(400, NUL_CHARACTER_MESSAGE, { [field || '_']: DISALLOWED_CHARACTER_FIELD_MESSAGE });
}

/**
 * Throws the 400 when any text of these named parts (a multipart request's fields, its file's name) holds a
 * disallowed character. The upload routes call it once the parts are read.
 */
export function assertCleanText(parts: Record<string, unknown>): void {
  const field = findDisallowedText(parts);
  if (field !== undefined) throw disallowedCharacterError(field);
}

/**
 * Refuses control characters and lone surrogates in JSON bodies, query strings and route parameters
 * before validation, naming the field: PostgreSQL cannot store NUL, neither engine stores a lone surrogate
 * as sent, and no form has a use for the rest.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  // Multipart requests have no body yet here: the upload routes check their fields and file names once read.
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      findDisallowedText(request.params) ??
      findDisallowedText(request.query) ??
      findDisallowedText(request.body);
    done(field === undefined ? undefined : disallowedCharacterError(field));
  });
});
