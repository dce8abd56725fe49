// `npm start`: builds whatever is not built yet, then serves site and API from one process.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'packages/contract/dist/index.js',
  'apps/api/dist/server.js',
  'apps/web/build/client/index.html',
];
if (outputs.some((file) => !fs.existsSync(path.join(root, file)))) {
  console.log('Building the product (first start)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import(path.join(root, 'apps/api/dist/server.js'));
