import { expect, it, vi } from 'vitest';
import { PRUNE_INTERVAL_MS } from './submission-pruning.js';
import { DUPLICATE_WINDOW_SECONDS } from '../../repositories/recruiting/submission-guard-repository.js';
import { describeOnEngines } from '../../test/test-api.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describeOnEngines('pruning', (engine) => {
  it('deletes old fingerprints on its own timer, and stops it when the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let testApp: TestApp | undefined;
    try {
      testApp = await createTestApp(engine);
      const { db } = testApp.app;
      const old = new Date(Date.now() - (DUPLICATE_WINDOW_SECONDS + 60) * 1000).toISOString();
      await db.insertInto('submission_fingerprints').values({ fingerprint: 'old', seen_at: old }).execute();
      vi.advanceTimersByTime(PRUNE_INTERVAL_MS);
      await expect
        .poll(
          async () => (await db.selectFrom('submission_fingerprints').select('fingerprint').execute()).length,
        )
        .toBe(0);
      await testApp.app.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      await testApp?.close();
    }
  });
});
