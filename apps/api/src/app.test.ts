import { ApiErrorSchema } from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINES, type TestApp } from './test/test-app.js';

describe.each(TEST_ENGINES)('server baseline on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
  });
  afterAll(() => testApp.close());

  it('reports health with a database check', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: engine,
      checks: { database: 'ok', storage: 'ok' },
    });
  });

  it('answers an unknown API path with the JSON error shape and 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/CRM/NoSuchCall' });
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json())).toEqual({ message: 'Not found' });
  });

  it('answers malformed JSON with 400 and the error shape, without a stack trace', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = ApiErrorSchema.parse(response.json());
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js:\d+/);
  });

  it('sends the page security headers on everything but the API', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/no-such-page' });
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
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the OpenAPI document at /docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      paths: { '/health': {} },
    });
  });

  it('refuses a JSON body over the limit with 413 and the error shape', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(ApiErrorSchema.parse(response.json()).message).toBeTruthy();
  });
});
