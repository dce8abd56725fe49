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

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001',
  '08003',
  '08006',
]);

/** Whether an error says the database cannot be reached right now (answered 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
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
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
});
