import { API_PATHS, z } from '@smartmove/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './api-client';
import { setUnauthorizedHandler } from './session';
import { getSession, takeForbiddenUrl } from './session';

const SESSION = { token: 'old-token', name: 'Dana', email: 'dana@example.com', userType: 173020001 };
const RENEWED = { ...SESSION, token: 'new-token' };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake server: the profile call wants 'new-token'; the refresh call answers as told. */
function fakeServer(refresh: () => Response) {
  const calls: Array<{ url: string; authorization: string | undefined }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url, authorization: headers.Authorization });
    if (url.endsWith(API_PATHS.refreshToken)) return refresh();
    return headers.Authorization === 'Bearer new-token'
      ? json(200, { ok: true })
      : json(401, { message: 'Please sign in' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('apiRequest renews an expired access token once', () => {
  const unauthorized = vi.fn();
  beforeEach(() => {
    localStorage.setItem('user-session', JSON.stringify(SESSION));
    setUnauthorizedHandler(unauthorized);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    unauthorized.mockReset();
    localStorage.clear();
  });

  it('retries with the renewed token and stores it', async () => {
    const calls = fakeServer(() => json(200, RENEWED));
    await expect(apiRequest(API_PATHS.getProfile)).resolves.toEqual({ ok: true });
    expect(calls.map((call) => [call.url, call.authorization])).toEqual([
      [API_PATHS.getProfile, 'Bearer old-token'],
      [API_PATHS.refreshToken, undefined],
      [API_PATHS.getProfile, 'Bearer new-token'],
    ]);
    expect(getSession()).toEqual(RENEWED);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('shares one renewal between parallel calls', async () => {
    const calls = fakeServer(() => json(200, RENEWED));
    await Promise.all([apiRequest(API_PATHS.getProfile), apiRequest(API_PATHS.getCases)]);
    expect(calls.filter((call) => call.url === API_PATHS.refreshToken)).toHaveLength(1);
  });

  it('forgets the session and sends the user to sign in when the login has ended', async () => {
    fakeServer(() => json(401, { message: 'Your session has expired. Please sign in again.' }));
    const failure = apiRequest(API_PATHS.getProfile);
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeUndefined();
    expect(unauthorized).toHaveBeenCalledWith(401);
  });

  it('does not try to renew without a session', async () => {
    localStorage.clear();
    const calls = fakeServer(() => json(200, RENEWED));
    await expect(apiRequest(API_PATHS.getProfile)).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(unauthorized).toHaveBeenCalledWith(401);
  });
});

describe('apiRequest on 403', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('remembers the refused page, so that sign-in does not send the user straight back', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    localStorage.setItem('user-session', JSON.stringify(SESSION));
    window.history.replaceState(null, '', '/bench-list?page=2');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { message: 'You are not allowed to do this' })),
    );
    await expect(apiRequest(API_PATHS.getBenchList)).rejects.toMatchObject({ status: 403 });
    expect(unauthorized).toHaveBeenCalledWith(403);
    expect(takeForbiddenUrl()).toBe('/bench-list?page=2');
    expect(getSession()).toEqual(SESSION);
  });
});

describe('apiRequest with a schema loaded beside the request', () => {
  afterEach(() => vi.unstubAllGlobals());
  const schema = z.object({ country: z.string() });

  it('parses the answer with the loaded schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { country: 'IN', extra: 1 })),
    );
    const loadSchema = vi.fn(async () => schema);
    await expect(apiRequest(API_PATHS.ipInfo, { loadSchema })).resolves.toEqual({ country: 'IN' });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer the loaded schema refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { country: 7 })),
    );
    await expect(apiRequest(API_PATHS.ipInfo, { loadSchema: async () => schema })).rejects.toThrow();
  });

  it('reports the failed request, not the failed import, when both fail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { message: 'Database unavailable' })),
    );
    const loadSchema = () => Promise.reject(new Error('chunk failed'));
    await expect(apiRequest(API_PATHS.ipInfo, { loadSchema })).rejects.toMatchObject({
      status: 500,
      message: 'Database unavailable',
    });
  });
});
