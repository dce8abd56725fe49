// `npm run backup -- --out FILE` and `npm run restore -- FILE`: builds the API when it is not built yet, then
// runs the command with the server's environment; relative paths are taken from where npm was called.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps/api/dist/cli/main.js');
if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'packages/contract/dist/index.js'))) {
  console.error('Building the API first...');
  execSync('npm run build -w @smartmove/contract && npm run build -w @smartmove/api', {
    cwd: root,
    stdio: 'inherit',
  });
}
const { runCli } = await import(entry);
const [command, ...args] = process.argv.slice(2);
process.exitCode = await runCli(command, args, { cwd: process.env.INIT_CWD ?? process.cwd() });
