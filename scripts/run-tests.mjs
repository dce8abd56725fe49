// `npm test`: every phase in order (build, type-check, lint, format, unit + API, browser), stopping at the first
// that fails, with each phase's time and the total printed at the end (CI's log shows where the time goes).
import { spawnSync } from 'node:child_process';

const PHASES = [
  ['build', 'build'],
  ['type-check', 'typecheck'],
  ['lint', 'lint'],
  ['format', 'format:check'],
  ['unit and API tests', 'test:unit'],
  ['browser tests', 'test:e2e'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const started = Date.now();
let failed;
for (const [name, script] of PHASES) {
  const phaseStarted = Date.now();
  const result = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  times.push([name, (Date.now() - phaseStarted) / 1000]);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}
const seconds = (value) => `${value.toFixed(1)} s`.padStart(9);
console.log('\nTest phases:');
for (const [name, time] of times) console.log(`  ${name.padEnd(20)}${seconds(time)}`);
console.log(`  ${'total'.padEnd(20)}${seconds((Date.now() - started) / 1000)}`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
