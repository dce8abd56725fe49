import type { ApiError } from '@smartmove/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  HttpError,
  isDatabaseUnavailable,
  RateLimitedError,
  toFieldErrors,
  UnavailableError,
} from '../../errors.js';

const GENERIC_MESSAGES = {
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
} satisfies Record<number, string>;

/** Answers every error with the JSON shape of docs/product.md#api; 5xx details stay in the log. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiError;
    let status: number;
    if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const errors = toFieldErrors(error.validation);
      body = { message: Object.values(errors)[0] ?? GENERIC_MESSAGES[400], errors };
    } else if (error instanceof HttpError) {
      status = error.statusCode;
      body = { message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
    } else if (error instanceof UnavailableError) {
      status = 503;
      body = { message: error.message };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      body = { message: GENERIC_MESSAGES[503] };
    } else {
      status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      body = {
        message:
          status < 500
            ? ((GENERIC_MESSAGES as Record<number, string>)[status] ?? error.message)
            : GENERIC_MESSAGES[503],
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
