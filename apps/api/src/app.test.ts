import { ApiErrorSchema } from '@smartmove/contract';
import { expect, it } from 'vitest';
import { describeOnEngines, useTestApp, useTestApps } from './test/test-api.js';

describeOnEngines('server baseline', (engine) => {
  const api = useTestApp(engine);
  const appWith = useTestApps(engine);

  it('reports health with a database check', async () => {
    const response = await api.anonymous.get('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: engine,
      checks: { database: 'ok', storage: 'ok' },
    });
  });

  it('answers an unknown API path with the JSON error shape and 404', async () => {
    const response = await api.anonymous.get('/CRM/NoSuchCall');
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json())).toEqual({ message: 'Not found' });
  });

  it('answers malformed JSON with 400 and the error shape, without a stack trace', async () => {
    const response = await api.anonymous.post('/health', '{"broken": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = ApiErrorSchema.parse(response.json());
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js:\d+/);
  });

  it('sends the page security headers on everything but the API', async () => {
    const response = await api.anonymous.get('/no-such-page');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline' ;script");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers the API with the headers a JSON answer needs: nothing runs, frames or sniffs it', async () => {
    const response = await api.anonymous.get('/health');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends Strict-Transport-Security over TLS from a trusted proxy, whatever NODE_ENV, never over plain HTTP', async () => {
    const hsts = 'max-age=31536000; includeSubDomains';
    const headerOf = async (
      target: typeof api,
      url: string,
      headers: Record<string, string>,
      remoteAddress = '127.0.0.1',
    ) =>
      (await target.anonymous.inject({ method: 'GET', url, headers, remoteAddress })).headers[
        'strict-transport-security'
      ];
    const behindProxy = await appWith({ env: { TRUST_PROXY: '127.0.0.1' } });
    expect(behindProxy.env.NODE_ENV).toBe('test');
    for (const url of ['/health', '/no-such-page']) {
      // Through the trusted proxy, which received it over TLS.
      expect(await headerOf(behindProxy, url, { 'x-forwarded-proto': 'https' }), url).toBe(hsts);
      // Plain HTTP, at the proxy or straight to the server.
      expect(await headerOf(behindProxy, url, { 'x-forwarded-proto': 'http' }), url).toBeUndefined();
      expect(await headerOf(behindProxy, url, {}), url).toBeUndefined();
      // A client that is not the proxy cannot claim TLS, nor can anyone when no proxy is trusted.
      expect(
        await headerOf(behindProxy, url, { 'x-forwarded-proto': 'https' }, '203.0.113.9'),
        url,
      ).toBeUndefined();
      expect(await headerOf(api, url, { 'x-forwarded-proto': 'https' }), url).toBeUndefined();
    }
  });

  it('serves the OpenAPI document at /docs', async () => {
    const response = await api.anonymous.get('/docs/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      paths: { '/health': {} },
    });
  });

  it('refuses a JSON body over the limit with 413 and the error shape', async () => {
    const response = await api.anonymous.post(
      '/health',
      JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(response.statusCode).toBe(413);
    expect(ApiErrorSchema.parse(response.json()).message).toBeTruthy();
  });
});
