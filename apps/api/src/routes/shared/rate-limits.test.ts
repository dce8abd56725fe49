import { API_PATHS, ApiErrorSchema } from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app.js';

describe.each(TEST_ENGINES)('form rate limit on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine, { env: { FORM_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => testApp.close());

  it('answers 429 with Retry-After beyond the per-minute limit of each form endpoint', async () => {
    for (const url of [API_PATHS.addContactUs, API_PATHS.addCandidateLead, API_PATHS.uaSubmitCandidate]) {
      const statuses: number[] = [];
      let last;
      for (let attempt = 0; attempt < 3; attempt++) {
        last = await testApp.app.inject({ method: 'POST', url, payload: {} });
        statuses.push(last.statusCode);
      }
      expect(
        statuses.slice(0, 2).every((status) => status !== 429),
        url,
      ).toBe(true);
      expect(statuses[2], url).toBe(429);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(ApiErrorSchema.parse(last!.json()).message).toBe('Too many requests, please try again later');
    }
  });
});
