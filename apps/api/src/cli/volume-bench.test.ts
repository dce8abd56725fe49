import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env.js';

/**
 * The ten-years bench (`npm run bench -- --volume`) at a hundredth of its volume, on the built product: it must
 * run to its end on every engine at hand — seed, sign the demo staff in once, time every list, stream the CSV
 * export and measure the public pages after the volume — and write its results. A bench that stops half-way
 * (a second sign-in inside the code's resend cooldown did) fails here instead of on the next full run.
 */
const BENCH = path.join(REPO_ROOT, 'bench/run.mjs');
/** The bench's own port for its product (BENCH_PORT), clear of the other suites' servers. */
const BENCH_PORT = '4489';

interface BenchRun {
  code: number | null;
  output: string;
}

function runVolumeBench(args: string[]): Promise<BenchRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BENCH, ...args], {
      env: { ...process.env, BENCH_PORT },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

interface EngineFigures {
  lists: { name: string; p95Ms: number }[];
  csvExport: { rows: number; firstByteMs: number };
  publicBefore: Record<string, unknown>;
  publicAfter: Record<string, unknown>;
}

describe('the ten-years bench at a hundredth of its volume', () => {
  it('runs to its end on every engine at hand and writes every figure', { timeout: 600_000 }, async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-volume-')), 'volume.json');
    const engines = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
    const run = await runVolumeBench([
      '--volume',
      '--volume-scale=0.01',
      '--no-build',
      `--volume-engines=${engines.join(',')}`,
      `--volume-out=${out}`,
    ]);
    // The figures are judged by the full run; at this scale only reaching the end is.
    expect(fs.existsSync(out), run.output.slice(-3000)).toBe(true);
    const results = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      scale: number;
      engines: Record<string, EngineFigures>;
    };
    expect(results.scale).toBe(0.01);
    expect(Object.keys(results.engines)).toEqual(engines);
    for (const figures of Object.values(results.engines)) {
      const names = new Set(figures.lists.map((row) => row.name));
      for (const list of [
        'inquiries',
        'applications',
        'people',
        'audit log',
        'margin report by client, a year',
        'portal: time sheets',
      ]) {
        expect(names).toContain(list);
      }
      expect(figures.lists.every((row) => Number.isFinite(row.p95Ms))).toBe(true);
      // 1 % of 100,000 applications, each a row of the export (the header line apart).
      expect(figures.csvExport.rows).toBeGreaterThanOrEqual(999);
      expect(Object.keys(figures.publicAfter)).toEqual(Object.keys(figures.publicBefore));
    }
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  });
});
