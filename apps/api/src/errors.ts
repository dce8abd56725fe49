/**
 * Errors by layer (apps/api/README.md, "Layers and errors"). Services and repositories know nothing of
 * HTTP: they return what happened, a refusal included, and throw only for a fault (or an upload refused
 * mid-stream). Routes translate results into answers by throwing an HttpError; the global error handler
 * (plugins/infrastructure/error-handler.ts) answers every error in the JSON shape of docs/product.md#api: an HttpError with its
 * status, an UnavailableError or an unreachable database with 503, anything else with 500.
 */

/** An error whose message is meant for the client, with the status to answer (routes and plugins only). */
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

/**
 * A fault any layer may throw: something the server depends on (the file storage, the SMS provider,
 * Google's captcha check, the sign-in provider's keys) cannot serve right now. Answered 503 with the
 * message, which is meant for the client; the cause stays in the log.
 */
export class UnavailableError extends Error {}

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

/** The `code` a driver or Node puts on its errors (SQLITE_BUSY, 42P01, ENOENT), if any. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

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
