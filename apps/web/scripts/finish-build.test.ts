import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain build script without type declarations
import { deprioritizeModulePreloads, precompress, shapeHtml } from './finish-build.mjs';

function scratchBuild(files: Record<string, string>): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-build-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    fs.writeFileSync(path.join(directory, name), content);
  }
  return directory;
}

describe('finish-build', () => {
  it('fetches module preloads at low priority and leaves stylesheets alone', () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/>';
    const shaped = deprioritizeModulePreloads(html);
    expect(shaped).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/>',
    );
    expect(deprioritizeModulePreloads(shaped)).toBe(shaped);
  });

  it('rewrites the HTML files and writes brotli and gzip twins that decompress to the original', () => {
    const script = `export const text = ${JSON.stringify('hello '.repeat(200))};`;
    const directory = scratchBuild({
      'index.html': '<link rel="modulepreload" href="/assets/a.js"/>',
      'assets/a.js': script,
      'assets/tiny.js': 'export {};',
      'images/photo.png': 'not compressible',
    });
    expect(shapeHtml(directory)).toBe(1);
    expect(fs.readFileSync(path.join(directory, 'index.html'), 'utf8')).toContain('fetchpriority="low"');
    precompress(directory);
    const file = path.join(directory, 'assets/a.js');
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(path.join(directory, 'assets/tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(directory, 'images/photo.png.br'))).toBe(false);
    fs.rmSync(directory, { recursive: true, force: true });
  });
});
