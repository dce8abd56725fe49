import type { FastifyRequest } from 'fastify';
import {
  errorCode,
  HttpError,
  isDatabaseUnavailable,
  RateLimitedError,
  UnavailableError,
} from '../../errors.js';
import { UploadRefusedError } from '../../adapters/file-storage.js';

/** What one upload route says when its file is refused; every other multipart fault reads the same. */
export interface UploadMessages {
  /** 413: the file is over the route's limit (the contract's message). */
  tooLarge: string;
  /** 400: more files than the route takes. */
  tooManyFiles: string;
  /** 415: the body is not multipart/form-data. */
  notMultipart: string;
}

export const MALFORMED_FORM_MESSAGE = 'The form data could not be read, please try again';
export const TOO_MANY_FIELDS_MESSAGE = 'The request has too many fields';
export const TOO_MANY_PARTS_MESSAGE = 'The request has too many parts';

/** 415 unless the request is multipart/form-data, before any part is read. */
export function requireMultipart(request: FastifyRequest, messages: UploadMessages): void {
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);
}

/** The multipart plugin's codes for a body the client got wrong. */
const MALFORMED_BODY_CODES = new Set([
  'FST_PROTO_VIOLATION',
  'FST_MP_PREMATURE_CLOSE',
  'FST_INVALID_JSON_FIELD_ERROR',
]);

/** The answer to an upload the file storage refused while it streamed. */
function answerRefusal({ reason, message, details }: UploadRefusedError): HttpError {
  const errors = details.field ? { [details.field]: message } : undefined;
  switch (reason) {
    case 'too-large':
      return new HttpError(413, message, errors);
    case 'wrong-type':
      return new HttpError(400, message, errors);
    case 'quota':
      return new RateLimitedError(message, details.retryAfterSeconds ?? 60);
  }
}

/**
 * The answer to an error thrown while an upload route reads its parts (the parser's and the stored
 * file's). The storage's refusals (too large, wrong type, over the quota) get their statuses, the
 * multipart limits the route's messages. The parser reports a body it cannot read (cut short, no
 * boundary) with a plain Error and no code: that is the client's fault, 400, never 500. Everything else
 * keeps its own answer: the route's refusals, an unavailable storage or database, the server's file
 * system (ENOSPC, EACCES) and our own bugs.
 */
export function toUploadError(error: unknown, messages: UploadMessages): unknown {
  if (error instanceof UploadRefusedError) return answerRefusal(error);
  if (error instanceof HttpError || error instanceof UnavailableError || isDatabaseUnavailable(error)) {
    return error;
  }
  const code = errorCode(error);
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, messages.tooLarge);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, messages.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, TOO_MANY_FIELDS_MESSAGE);
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, TOO_MANY_PARTS_MESSAGE);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, messages.notMultipart);
  }
  const fromParser =
    code === undefined ? Object.getPrototypeOf(error) === Error.prototype : MALFORMED_BODY_CODES.has(code);
  return fromParser ? new HttpError(400, MALFORMED_FORM_MESSAGE, undefined, { cause: error }) : error;
}
