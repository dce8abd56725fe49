import { API_PATHS, IpInfoSchema } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { lookupCountry } from './ipinfo.js';

describe('lookupCountry', () => {
  it('finds the country of public IPv4 addresses, also IPv4-mapped ones', () => {
    expect(lookupCountry('8.8.8.8')).toBe('US');
    expect(lookupCountry('::ffff:8.8.8.8')).toBe('US');
    expect(lookupCountry('49.36.0.1')).toBe('IN');
    expect(lookupCountry('24.114.0.1')).toBe('CA');
  });

  it('knows no country for loopback, private ranges and IPv6', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '192.168.1.10',
      '172.20.0.5',
      '169.254.1.1',
      '2001:4860::8888',
    ]) {
      expect(lookupCountry(ip), ip).toBeNull();
    }
  });
});

describeOnEngines('GET /ipinfo', (engine) => {
  const api = useTestApp(engine);

  it("answers the caller's country from the offline table", async () => {
    const response = await api.anonymous.get(API_PATHS.ipInfo, undefined, { remoteAddress: '49.36.0.1' });
    expect(response.statusCode).toBe(200);
    expect(IpInfoSchema.parse(response.json())).toEqual({ country: 'IN' });
  });

  it('answers null for a loopback caller', async () => {
    const response = await api.anonymous.get(API_PATHS.ipInfo, undefined, { remoteAddress: '127.0.0.1' });
    expect(response.json()).toEqual({ country: null });
  });
});
