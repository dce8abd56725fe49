// Starts the built product for the browser tests on a fresh data folder.
import fs from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
fs.rmSync(dataDir, { recursive: true, force: true });
// The browser tests run on a fresh embedded SQLite; the API tests cover PostgreSQL.
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
else delete process.env.DATABASE_URL;
await import('../apps/api/dist/server.js');
