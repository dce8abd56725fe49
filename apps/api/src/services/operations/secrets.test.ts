import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { loadSecret } from './secrets.js';

describeOnEngines('generated secrets (%s)', (engine) => {
  const api = useTestApp(engine);

  it('are generated once into the database and read back by every caller, never written to DATA_DIR', async () => {
    const { db } = api.app;
    const first = await loadSecret(db, 'jwt-secret', undefined, api.env.DATA_DIR);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(await loadSecret(db, 'jwt-secret', undefined, '/nonexistent')).toBe(first);
    expect(fs.readdirSync(api.env.DATA_DIR).filter((name) => name.endsWith('-secret'))).toEqual([]);
  });

  it('a configured secret wins', async () => {
    const configured = 'c'.repeat(40);
    expect(await loadSecret(api.app.db, 'otp-secret', configured, api.env.DATA_DIR)).toBe(configured);
  });

  it('a secret an earlier version kept in DATA_DIR is taken over', async () => {
    const legacyDir = fs.mkdtempSync(path.join(api.env.DATA_DIR, 'legacy-'));
    await api.app.db.deleteFrom('app_secrets').where('name', '=', 'altcha-secret').execute();
    fs.writeFileSync(path.join(legacyDir, 'altcha-secret'), 'legacy-secret-value\n');
    expect(await loadSecret(api.app.db, 'altcha-secret', undefined, legacyDir)).toBe('legacy-secret-value');
  });
});
