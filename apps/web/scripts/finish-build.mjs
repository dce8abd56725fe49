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

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * A prerendered page paints from its HTML and CSS alone; its scripts only hydrate it. The router's module
 * preloads in <head> had the browser fetch every script of the page before the first paint, taking the
 * bandwidth that the stylesheets and the text needed on a slow connection (even at low priority). They are
 * requested right after the first frame instead, all at once as before (deferHydration holds back the
 * hydration script's own imports the same way).
 */
export function deferModulePreloads(html) {
  const hrefs = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (hrefs.length === 0) return html;
  const script =
    `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(hrefs)}.forEach(` +
    'function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;' +
    'document.head.appendChild(link)})})})</script>';
  return html.replace(MODULE_PRELOAD, '').replace('</head>', `${script}</head>`);
}

const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?("[^"]+");\s*$/gm;
const AFTER_FIRST_FRAME =
  'await new Promise(function(resolve){requestAnimationFrame(function(){setTimeout(resolve)})});';

/**
 * The router's hydration script imports the page's modules statically, so the browser fetched them while
 * the page was still waiting for its first paint. They are imported once the first frame is out instead, one
 * after the other in the router's order, as static imports are evaluated (the deferred module preloads have
 * them all downloading by then); the rest of the script runs as the router wrote it.
 */
export function deferHydration(html) {
  const script = HYDRATION_SCRIPT.exec(html);
  if (!script || script[1].startsWith(AFTER_FIRST_FRAME)) return html;
  const imports = [...script[1].matchAll(STATIC_IMPORT)];
  if (imports.length === 0)
    throw new Error('The hydration script has no static imports: has the router changed?');
  const loads = imports
    .map(([, name, specifier]) =>
      name ? `const ${name}=await import(${specifier});` : `await import(${specifier});`,
    )
    .join('');
  const body = AFTER_FIRST_FRAME + loads + script[1].replace(STATIC_IMPORT, '');
  return html.replace(script[0], () => `<script type="module" async="">${body}</script>`);
}

/** Rewrites every HTML file of `directory` with deferred module preloads; returns how many it changed. */
export function shapeHtml(directory) {
  let changed = 0;
  for (const file of listFiles(directory)) {
    if (!file.endsWith('.html')) continue;
    const html = fs.readFileSync(file, 'utf8');
    const shaped = deferHydration(deferModulePreloads(html));
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
  console.log(
    `${shaped} pages with module preloads deferred past the first paint, ${compressed} files precompressed`,
  );
}
