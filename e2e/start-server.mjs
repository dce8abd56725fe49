// Starts the built product for the browser tests on a fresh data folder.
import fs from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
fs.rmSync(dataDir, { recursive: true, force: true });
await import('../apps/api/dist/server.js');
