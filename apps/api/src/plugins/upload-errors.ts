import type { FastifyRequest } from 'fastify';
import { HttpError, isDatabaseUnavailable } from './error-handler.js';

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

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** 415 unless the request is multipart/form-data, before any part is read. */
export function requireMultipart(request: FastifyRequest, messages: UploadMessages): void {
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);
}

/**
 * The answer to an error thrown while an upload route reads its parts (the parser's and the stored
 * file's): the multipart limits get the route's messages; the route's own refusals, the server's file
 * system faults (ENOSPC, EACCES: errno codes), an unreachable database and our own bugs stay as they
 * are; anything else came from a body the parser could not read (cut short, no boundary), which is the
 * client's fault: 400, never 500.
 */
export function toUploadError(error: unknown, messages: UploadMessages): unknown {
  if (error instanceof HttpError || isDatabaseUnavailable(error)) return error;
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
  if (code && /^E[A-Z]+$/.test(code)) return error;
  // The parser's own errors are plain Errors; these are bugs of ours and stay 500s.
  if (error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError) {
    return error;
  }
  return new HttpError(400, MALFORMED_FORM_MESSAGE, undefined, { cause: error });
}
