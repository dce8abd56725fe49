// Runs after `react-router build`: shapes the prerendered HTML, then writes brotli (.br) and gzip (.gz)
// twins of the built files, which the server sends to browsers that accept them (@fastify/static
// preCompressed): compressing at build time costs nothing per request.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// HTML is left out: the server holds the pages in memory with compressed variants of its own.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|xml|txt|data|webmanifest)$/;
const MIN_BYTES = 512;

function listFiles(directory) {
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * A prerendered page paints from its HTML and CSS alone; its scripts only hydrate it. React hoists the
 * router's module preloads into <head> at high priority, where on a slow connection they took the
 * bandwidth the render-blocking stylesheets needed: they are fetched at low priority instead.
 */
export function deprioritizeModulePreloads(html) {
  return html.replace(
    /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}

/** Rewrites every HTML file of `directory` with low-priority module preloads; returns how many it changed. */
export function shapeHtml(directory) {
  let changed = 0;
  for (const file of listFiles(directory)) {
    if (!file.endsWith('.html')) continue;
    const html = fs.readFileSync(file, 'utf8');
    const shaped = deprioritizeModulePreloads(html);
    if (shaped === html) continue;
    fs.writeFileSync(file, shaped);
    changed += 1;
  }
  return changed;
}

/** Compresses every compressible file of `directory` worth compressing; returns how many it wrote. */
export function precompress(directory) {
  let written = 0;
  for (const file of listFiles(directory)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    const gzip = gzipSync(raw, { level: 9 });
    if (gzip.length < raw.length) fs.writeFileSync(`${file}.gz`, gzip);
    written += 1;
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const buildDir = path.resolve(process.env.WEB_BUILD_OUT ?? 'build', 'client');
  const shaped = shapeHtml(buildDir);
  const compressed = precompress(buildDir);
  console.log(`${shaped} pages with low-priority module preloads, ${compressed} files precompressed`);
}
