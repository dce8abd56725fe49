import { ApiErrorSchema } from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestsTo } from './test/test-api.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.js';
import { isDatabaseUnavailable } from './errors.js';

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, also as a cause', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: { code: '57P01' } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false);
  });

  it.each([
    'SQLITE_FULL',
    'SQLITE_READONLY',
    'SQLITE_READONLY_DBMOVED',
    'SQLITE_IOERR_WRITE',
    'SQLITE_BUSY_SNAPSHOT',
    'SQLITE_CANTOPEN',
    '3D000', // database does not exist
    '53100', // disk full
    '53200', // out of memory
    '53300', // too many connections
    '57P04', // database dropped
    '58030', // I/O error
    '25006', // read-only transaction
    '08006',
  ])('answers %s with 503', (code) => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it.each(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'SQLITE_CORRUPT', '23505', '42P01', '22001', '42601'])(
    'leaves %s (a fault of the request or of our code) to 4xx or 500',
    (code) => {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(false);
    },
  );
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('PostgreSQL unreachable', () => {
  let proxy: TcpProxy;
  let testApp: TestApp;

  beforeAll(async () => {
    const target = new URL(databaseUrl!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(databaseUrl!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    process.env.DATABASE_URL = proxied.toString();
    try {
      testApp = await createTestApp('postgres');
    } finally {
      process.env.DATABASE_URL = databaseUrl;
    }
  });
  afterAll(async () => {
    await testApp.close();
    await proxy.close();
  });

  it('answers 503 with the JSON error shape, does not crash, and recovers when the database returns', async () => {
    expect((await requestsTo(testApp.app).get('/health')).statusCode).toBe(200);

    await proxy.cut();
    const down = await requestsTo(testApp.app).get('/health');
    expect(down.statusCode).toBe(503);
    expect(ApiErrorSchema.parse(down.json()).message).toMatch(/not reachable|unavailable/i);

    await proxy.restore();
    let recovered = 0;
    for (let attempt = 0; attempt < 20 && recovered !== 200; attempt += 1) {
      recovered = (await requestsTo(testApp.app).get('/health')).statusCode;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered).toBe(200);
  });
});
