import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env.js';

/**
 * The talent search bench (`npm run bench -- --talent`) at a hundredth of its 100,000 resumes, on the built
 * product: it must run to its end on every engine at hand — seed the resumes through the text worker's code,
 * sign the demo recruiter in, time every search, read the resume fixtures through the extractor — and write
 * its results, each search finding the resumes planted for it and the same hits on both engines.
 */
const BENCH = path.join(REPO_ROOT, 'bench/run.mjs');
/** The bench's own port for its product (BENCH_PORT), clear of the other suites' servers. */
const BENCH_PORT = '4491';

function runTalentBench(args: string[]): Promise<{ code: number | null; output: string }> {
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

interface Search {
  q: string;
  total: number;
  expected: number;
  p95Ms: number;
}

describe('the talent search bench at a hundredth of its volume', () => {
  it('runs to its end on every engine at hand and finds what was planted', { timeout: 300_000 }, async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-talent-')), 'talent.json');
    const engines = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
    const run = await runTalentBench([
      '--talent',
      '--talent-scale=0.01',
      '--talent-rounds=1',
      '--no-build',
      `--talent-engines=${engines.join(',')}`,
      `--talent-out=${out}`,
    ]);
    expect(fs.existsSync(out), run.output.slice(-3000)).toBe(true);
    const results = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      scale: number;
      engines: Record<string, { seeded: { resumes: number }; searches: Search[] }>;
      extraction: { resumes: number; resumesPerSecond: number; longestStallMs: number };
    };
    expect(results.scale).toBe(0.01);
    expect(Object.keys(results.engines)).toEqual(engines);
    const totals = Object.values(results.engines).map((figures) => figures.searches.map((row) => row.total));
    for (const figures of Object.values(results.engines)) {
      expect(figures.seeded.resumes).toBe(1000);
      const kinds = new Set(figures.searches.map((row) => row.q));
      expect(kinds).toContain('(spark OR databricks) "data pipeline" -intern');
      // The figures are judged by the full run; at this scale only what is found is.
      for (const row of figures.searches) {
        expect(row.total, row.q).toBeGreaterThanOrEqual(row.expected);
        expect(Number.isFinite(row.p95Ms)).toBe(true);
      }
      expect(figures.searches.some((row) => row.expected > 0)).toBe(true);
    }
    for (const other of totals.slice(1)) expect(other).toEqual(totals[0]);
    // Six fixtures, one round.
    expect(results.extraction.resumes).toBe(6);
    expect(results.extraction.resumesPerSecond).toBeGreaterThan(0);
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  });
});
