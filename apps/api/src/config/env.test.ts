import { describe, expect, it } from 'vitest';
import { loadEnv, parseTrustProxy } from './env.js';

describe('TRUST_PROXY', () => {
  it('believes no proxy by default', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('takes true, addresses and CIDR ranges, or a hop count', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    const hops = parseTrustProxy('1');
    expect(typeof hops).toBe('function');
    if (typeof hops !== 'function') return;
    expect(hops('10.0.0.1', 0)).toBe(true);
    expect(hops('10.0.0.2', 1)).toBe(false);
  });
});

describe('REDIS_URL', () => {
  it('must be a redis:// URL', () => {
    expect(() => loadEnv({ REDIS_URL: 'http://localhost' })).toThrow(/REDIS_URL/);
    expect(loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
  });
});
