// `npm test`: every phase (build, type-check, lint, format, unit + API, browser), stopping at the first step
// that fails, with each phase's time and the total printed at the end (CI's log shows where the time goes).
// Type-check, lint and format only read the sources (type-check the contract's built types), and each runs
// on one core: they run side by side after the build, each with its output held until it ends.
import { spawn } from 'node:child_process';

/** Steps in order; the phases of one step run at the same time. */
const STEPS = [
  [['build', 'build']],
  [
    ['type-check', 'typecheck'],
    ['lint', 'lint'],
    ['format', 'format:check'],
  ],
  [['unit and API tests', 'test:unit']],
  [['browser tests', 'test:e2e']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`; alone it prints as it goes, beside others it prints its output when it ends. */
function run(script, alone) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve(code);
    });
  });
}

const seconds = (value) => `${value.toFixed(1)} s`.padStart(9);
const times = [];
/** Notes a phase's time, and prints it at once: a run stopped half-way still shows where its time went. */
function record(name, time) {
  times.push([name, time]);
  console.log(`\n[${name.trim()}: ${time.toFixed(1)} s]`);
}
const started = Date.now();
const failed = [];
for (const step of STEPS) {
  const stepStarted = Date.now();
  await Promise.all(
    step.map(async ([name, script]) => {
      const phaseStarted = Date.now();
      const code = await run(script, step.length === 1);
      record(name, (Date.now() - phaseStarted) / 1000);
      if (code !== 0) failed.push(name);
    }),
  );
  if (step.length > 1) record(`  (the ${step.length} side by side)`, (Date.now() - stepStarted) / 1000);
  if (failed.length > 0) break;
}
console.log('\nTest phases:');
for (const [name, time] of times) console.log(`  ${name.padEnd(28)}${seconds(time)}`);
console.log(`  ${'total'.padEnd(28)}${seconds((Date.now() - started) / 1000)}`);
if (failed.length > 0) {
  console.error(`\n${failed.join(', ')} failed.`);
  process.exit(1);
}
