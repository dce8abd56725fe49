// `npm test`: every phase (build, type-check, lint, format, unit + API, browser), starting none after a phase
// fails (those already running finish), with each phase's time and the total printed at the end (CI's log shows
// where the time goes).
// A phase starts as soon as the phases it needs have passed, so the two cores stay busy: lint and format only
// read the sources and run beside the build; type-check (which reads the contract's built types) and the unit
// and API tests (which start the built server) run beside each other once it is done. The browser tests, which
// keep both cores busy on their own, run last and alone. A phase beside others prints its output when it ends.
import { spawn } from 'node:child_process';

/** Each phase: its name, its npm script, and the phases that must pass before it starts. */
const PHASES = [
  { name: 'build', script: 'build', after: [] },
  { name: 'lint', script: 'lint', after: [] },
  { name: 'format', script: 'format:check', after: [] },
  { name: 'type-check', script: 'typecheck', after: ['build'] },
  { name: 'unit and API tests', script: 'test:unit', after: ['build'] },
  {
    name: 'browser tests',
    script: 'test:e2e',
    after: ['build', 'lint', 'format', 'type-check', 'unit and API tests'],
  },
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

const started = Date.now();
const begun = new Set();
const passed = new Set();
const failed = [];
const running = new Map();
const times = [];

/** Starts every phase whose needs have passed; none after a failure (the running ones are let finish). */
function startReady() {
  if (failed.length > 0) return;
  const ready = PHASES.filter(
    (phase) => !begun.has(phase.name) && phase.after.every((need) => passed.has(need)),
  );
  const alone = running.size === 0 && ready.length === 1;
  for (const phase of ready) {
    begun.add(phase.name);
    const phaseStarted = Date.now();
    const from = (phaseStarted - started) / 1000;
    running.set(
      phase.name,
      run(phase.script, alone).then((code) => {
        const time = (Date.now() - phaseStarted) / 1000;
        times.push([phase.name, time, from]);
        // Printed at once: a run stopped half-way still shows where its time went.
        console.log(`\n[${phase.name}: ${time.toFixed(1)} s]`);
        running.delete(phase.name);
        if (code === 0) passed.add(phase.name);
        else failed.push(phase.name);
        startReady();
      }),
    );
  }
}

startReady();
while (running.size > 0) await Promise.race(running.values());

const seconds = (value) => `${value.toFixed(1)} s`.padStart(9);
console.log('\nTest phases (from the start of the run):');
for (const [name, time, from] of times) {
  console.log(`  ${name.padEnd(22)}${seconds(time)}   from ${from.toFixed(1)} s`);
}
console.log(`  ${'total'.padEnd(22)}${seconds((Date.now() - started) / 1000)}`);
const skipped = PHASES.filter((phase) => !begun.has(phase.name)).map(({ name }) => name);
if (failed.length > 0) {
  console.error(
    `\n${failed.join(', ')} failed${skipped.length > 0 ? `; not run: ${skipped.join(', ')}` : ''}.`,
  );
  process.exit(1);
}
