import { API_PATHS, ApiErrorSchema } from '@smartmove/contract';
import { expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

describeOnEngines('form rate limit', (engine) => {
  const api = useTestApp(engine, { env: { FORM_RATE_LIMIT_PER_MINUTE: '2' } });

  it('answers 429 with Retry-After beyond the per-minute limit of each form endpoint', async () => {
    for (const url of [API_PATHS.addContactUs, API_PATHS.addCandidateLead, API_PATHS.uaSubmitCandidate]) {
      const statuses: number[] = [];
      let last;
      for (let attempt = 0; attempt < 3; attempt++) {
        last = await api.anonymous.post(url, {});
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
