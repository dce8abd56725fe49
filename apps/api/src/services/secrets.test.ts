import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINES, type TestApp } from '../test/test-app.js';
import { loadSecret } from './secrets.js';

describe.each(TEST_ENGINES)('generated secrets (%s)', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
  });
  afterAll(() => testApp.close());

  it('are generated once into the database and read back by every caller, never written to DATA_DIR', async () => {
    const { db } = testApp.app;
    const first = await loadSecret(db, 'jwt-secret', undefined, testApp.env.DATA_DIR);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(await loadSecret(db, 'jwt-secret', undefined, '/nonexistent')).toBe(first);
    expect(fs.readdirSync(testApp.env.DATA_DIR).filter((name) => name.endsWith('-secret'))).toEqual([]);
  });

  it('a configured secret wins', async () => {
    const configured = 'c'.repeat(40);
    expect(await loadSecret(testApp.app.db, 'otp-secret', configured, testApp.env.DATA_DIR)).toBe(configured);
  });

  it('a secret an earlier version kept in DATA_DIR is taken over', async () => {
    const legacyDir = fs.mkdtempSync(path.join(testApp.env.DATA_DIR, 'legacy-'));
    await testApp.app.db.deleteFrom('app_secrets').where('name', '=', 'altcha-secret').execute();
    fs.writeFileSync(path.join(legacyDir, 'altcha-secret'), 'legacy-secret-value\n');
    expect(await loadSecret(testApp.app.db, 'altcha-secret', undefined, legacyDir)).toBe(
      'legacy-secret-value',
    );
  });
});
