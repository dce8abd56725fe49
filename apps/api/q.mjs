import { openDatabase, migrateToLatest } from './dist/db/database.js';
import { createApprovalQueries } from './dist/repositories/approval-queries.js';
const handle = openDatabase({ dataDir: '/tmp/smartmove-volume-sqlite-1' });
const s0 = performance.now(); await migrateToLatest(handle.db, 'sqlite'); console.log('migrate', (performance.now()-s0).toFixed(0), 'ms');
const q = createApprovalQueries(handle.db);
const manager = { id: '00000000-0000-4000-8000-000000000005', name: 'Manny', isAdmin: false };
const admin = { id: 'x', name: 'Ada', isAdmin: true };
for (const [who, a] of [['manager', manager], ['admin', admin]]) for (const kind of ['time-sheet', 'leave', 'claim']) for (const page of [1, 2000]) {
  let best = 1e9, r;
  for (let i = 0; i < 5; i++) { const s = performance.now(); r = await q.list(a, kind, { page, pageSize: 50 }); best = Math.min(best, performance.now() - s); }
  console.log(who, kind, page, best.toFixed(1), 'ms', r.total, r.items.length, r.items[0]?.alsoOut?.length ?? '');
}
await handle.close();
