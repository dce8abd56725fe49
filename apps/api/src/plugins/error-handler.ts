import type { ApiError } from '@smartmove/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is meant for the client, with the HTTP status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A refusal that tells the client when to try again: 429 with Retry-After. */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export function toFieldErrors(
  issues: ReadonlyArray<{ instancePath?: string; path?: PropertyKey[]; message?: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field =
      issue.path?.map(String).join('.') ?? issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const key = field || '_';
    errors[key] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

/** Network errors reaching the database server. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '3D000', // invalid_catalog_name: the database does not exist (dropped, or not created yet)
  '25006', // read_only_sql_transaction: a read-only server (a standby, or default_transaction_read_only)
  '28000', // invalid_authorization_specification: the server refuses our role (rotated credentials)
  '28P01', // invalid_password
]);

/**
 * SQLite result codes (better-sqlite3 reports the extended code, SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED)
 * and PostgreSQL SQLSTATE classes that say the database cannot read or write right now, not that the
 * request or our code is wrong: busy or locked, full (disk or max_page_count), read-only, I/O errors, a
 * file it cannot open; connection exceptions (08), insufficient resources (53: disk full 53100, out of
 * memory, too many connections 53300), operator intervention (57P01 to 57P05: shutdown, database dropped)
 * and system errors (58: I/O).
 */
const UNAVAILABLE_CODE_PATTERN =
  /^(SQLITE_(BUSY|LOCKED|FULL|READONLY|IOERR|CANTOPEN|NOMEM|NOLFS|PROTOCOL)(_[A-Z]+)*|08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[1-5]|58[0-9A-Z]{3})$/;

/** Whether an error says the database cannot be reached or written right now (answered 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CODE_PATTERN.test(code))) {
      return true;
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(message)
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Please sign in',
  403: 'You are not allowed to do this',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'The request is too large',
  415: 'Unsupported content type',
  429: 'Too many requests, please try again later',
  503: 'The service is temporarily unavailable, please try again shortly',
};

/** Answers every error with the JSON shape of decisions §4; 5xx details stay in the log. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiError;
    let status: number;
    if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const errors = toFieldErrors(error.validation);
      body = { message: Object.values(errors)[0] ?? GENERIC_MESSAGES[400]!, errors };
    } else if (error instanceof HttpError) {
      status = error.statusCode;
      body = { message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      body = { message: GENERIC_MESSAGES[503]! };
    } else {
      status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      body = {
        message: status < 500 ? (GENERIC_MESSAGES[status] ?? error.message) : GENERIC_MESSAGES[503]!,
      };
    }
    if (status >= 500) {
      request.log.error({ err: error, cause: (error as { cause?: unknown }).cause }, 'request failed');
      if (status !== 503) body = { message: 'Something went wrong on our side, please try again' };
    } else {
      request.log.info({ status, message: error.message }, 'request refused');
    }
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    else if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
});
