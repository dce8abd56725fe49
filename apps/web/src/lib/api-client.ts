import { API_PATHS, type ApiError } from '@smartmove/contract';
import { API_BASE_URLS, type ApiBase } from '../config/site';
import {
  clearSession,
  getSessionToken,
  isSession,
  notifyUnauthorized,
  rememberForbiddenUrl,
  saveSession,
} from './session';

/** A failed API call: the server's message, its field errors and the HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
    /** The HTTP reason phrase ("Internal Server Error"); empty over HTTP/2. */
    readonly statusText = '',
    /** The error's JSON body as it came: what a refusal adds beside its message (a 409's first record). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  base?: ApiBase;
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Parses the response (a zod schema or anything with parse); without it the body is returned as it came. */
  schema?: ResponseParser<T>;
  /**
   * Like `schema`, but imported beside the request instead of with the page, so that a page reading the
   * API as it loads hydrates without zod: import the contract's schema module,
   * `() => import('@smartmove/contract/schemas/auth').then((module) => module.ProfileSchema)`.
   */
  loadSchema?: () => Promise<ResponseParser<T>>;
  signal?: AbortSignal | undefined;
  /** 'blob' for binary answers (an image); otherwise JSON or text by content type. */
  responseType?: 'blob';
}

function buildUrl(base: ApiBase, path: string, query: ApiRequestOptions<unknown>['query']): string {
  const url = `${API_BASE_URLS[base]}${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${url}?${queryString}` : url;
}

async function readErrorMessage(
  response: Response,
): Promise<{ message: string; errors?: Record<string, string>; body?: Record<string, unknown> }> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as Partial<ApiError> & Record<string, unknown>;
    if (typeof parsed.message === 'string') {
      const errors = typeof parsed.errors === 'object' && parsed.errors !== null ? parsed.errors : undefined;
      return errors
        ? { message: parsed.message, errors, body: parsed }
        : { message: parsed.message, body: parsed };
    }
  } catch {
    // Not JSON: fall back to the body text or the status text.
  }
  return { message: text.trim() || response.statusText || `Request failed (${response.status})` };
}

let renewal: Promise<string | undefined> | undefined;

async function requestRenewal(): Promise<string | undefined> {
  try {
    // The refresh token is an HttpOnly cookie sent only to this path (and logout).
    const response = await fetch(`${API_BASE_URLS.main}${API_PATHS.refreshToken}`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) return undefined;
    const session: unknown = await response.json();
    if (!isSession(session) || typeof session.token !== 'string') return undefined;
    saveSession(session);
    return session.token;
  } catch {
    return undefined;
  }
}

/**
 * A new access token from the refresh cookie (which the server rotates), saved in the session; undefined
 * when the login has ended. Concurrent callers share one renewal.
 */
export function renewAccessToken(): Promise<string | undefined> {
  renewal ??= requestRenewal().finally(() => {
    renewal = undefined;
  });
  return renewal;
}

/** The one API client: base URLs from configuration, bearer token from the session, errors normalised. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', base = 'main', query, body, signal, responseType } = options;
  const parser = options.schema ? Promise.resolve(options.schema) : options.loadSchema?.();
  // Awaited at the end; a failed request must not leave the import's failure unhandled.
  parser?.catch(() => undefined);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const send = (bearer: string | undefined) =>
    fetch(buildUrl(base, path, query), {
      method,
      headers: bearer ? { ...headers, Authorization: `Bearer ${bearer}` } : headers,
      body: payload ?? null,
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });

  const token = getSessionToken();
  let response = await send(token);
  // The access token lives 15 minutes: renew it once through the refresh cookie before giving up.
  if (response.status === 401 && token) {
    const renewed = await renewAccessToken();
    if (renewed) response = await send(renewed);
    else clearSession();
  }

  if (!response.ok) {
    const { message, errors, body } = await readErrorMessage(response);
    if (response.status === 403) {
      const { pathname, search, hash } = window.location;
      rememberForbiddenUrl(`${pathname}${search}${hash}`);
    }
    if (response.status === 401 || response.status === 403) notifyUnauthorized(response.status);
    throw new ApiRequestError(message, response.status, errors, response.statusText, body);
  }
  if (response.status === 204) return undefined as T;
  if (responseType === 'blob') return (await response.blob()) as T;
  const contentType = response.headers.get('content-type') ?? '';
  const data: unknown = contentType.includes('json') ? await response.json() : await response.text();
  return parser ? (await parser).parse(data) : (data as T);
}
