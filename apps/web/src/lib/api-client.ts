import type { ApiError } from '@smartmove/contract';
import { API_BASE_URLS, type ApiBase } from '../config/site';
import { getSessionToken } from './session';

/** A failed API call: the server's message, its field errors and the HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
    /** The HTTP reason phrase ("Internal Server Error"); empty over HTTP/2. */
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type UnauthorizedHandler = (status: 401 | 403) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app root registers how to send the user to /sign-in (spec section 7, global response handling). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  base?: ApiBase;
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Parses the response (a zod schema or anything with parse); without it the body is returned as it came. */
  schema?: { parse(data: unknown): T };
  signal?: AbortSignal;
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
): Promise<{ message: string; errors?: Record<string, string> }> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as Partial<ApiError>;
    if (typeof parsed.message === 'string') {
      const errors = typeof parsed.errors === 'object' && parsed.errors !== null ? parsed.errors : undefined;
      return errors ? { message: parsed.message, errors } : { message: parsed.message };
    }
  } catch {
    // Not JSON: fall back to the body text or the status text.
  }
  return { message: text.trim() || response.statusText || `Request failed (${response.status})` };
}

/** The one API client: base URLs from configuration, bearer token from the session, errors normalised. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', base = 'main', query, body, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await fetch(buildUrl(base, path, query), {
    method,
    headers,
    body: payload,
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });

  if (!response.ok) {
    const { message, errors } = await readErrorMessage(response);
    if (response.status === 401 || response.status === 403) onUnauthorized(response.status);
    throw new ApiRequestError(message, response.status, errors, response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const contentType = response.headers.get('content-type') ?? '';
  const data: unknown = contentType.includes('json') ? await response.json() : await response.text();
  return schema ? schema.parse(data) : (data as T);
}
