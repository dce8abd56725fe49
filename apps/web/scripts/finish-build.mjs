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

/**
 * The first script of every page (src/lib/before-hydration.ts tells the whole story): until the page is
 * hydrated (`<html data-hydrated>`) it records in `window.__earlyInput` what the person types, ticks and
 * chooses (the control and its value, the latest last), and cancels every submit nothing else has handled,
 * so the browser never submits a form itself (a GET that put the fields in the URL), recording the form and
 * the button that submitted it instead. The page replays it all once hydrated, the submit last. A submit is
 * caught as it leaves the page (on window, bubbling): once React has taken over it handles the submit itself
 * (and cancels the browser's), and the submit is not recorded to be acted on a second time.
 * Written into the HTML here rather than rendered by React: it costs the pages' scripts nothing.
 */
export const EARLY_INPUT_SCRIPT =
  '(function(w,d){var h=d.documentElement,m=w.__earlyInput=new Map;' +
  'function r(t,v){h.dataset.hydrated||(m.delete(t),m.set(t,v))}' +
  'function c(e){var t=e.target;"form"in t&&r(t,[t.value,t.checked,t.files])}' +
  'd.addEventListener("input",c,!0);d.addEventListener("change",c,!0);' +
  'w.addEventListener("submit",function(e){h.dataset.hydrated||e.defaultPrevented||' +
  '(e.preventDefault(),r(e.target,[e.submitter]))})})(window,document)';

/** Puts EARLY_INPUT_SCRIPT first in <head>, once. */
export function guardEarlyInput(html) {
  const script = `<script>${EARLY_INPUT_SCRIPT}</script>`;
  if (html.includes(script) || !html.includes('<head>')) return html;
  return html.replace('<head>', () => `<head>${script}`);
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

export const SPA_FALLBACK = '__spa-fallback.html';
/** Where the route shells go: `__spa-shells/applynow/:id.html` is the shell of the route `/applynow/:id`. */
export const SPA_SHELLS = '__spa-shells';

/** The router's manifest of a build: `window.__reactRouterManifest={…};` in `assets/manifest-<hash>.js`. */
export function readRouteManifest(directory, fallbackHtml) {
  const href = /"(\/assets\/manifest-[^"]+\.js)"/.exec(fallbackHtml)?.[1];
  if (!href) throw new Error('The SPA fallback names no route manifest: has the router changed?');
  const source = fs.readFileSync(path.join(directory, href), 'utf8');
  return { href, manifest: JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) };
}

/** Each page route's URL pattern ('/applynow/:id') with the chain of routes that render it, root first. */
export function pageRoutes(manifest) {
  const routes = Object.values(manifest.routes);
  const chainOf = (route) =>
    route.parentId ? [...chainOf(manifest.routes[route.parentId]), route] : [route];
  return routes
    .filter((route) => route.hasDefaultExport && route.path && route.path !== '*')
    .map((route) => {
      const chain = chainOf(route);
      const pattern = `/${chain
        .map((link) => link.path)
        .filter(Boolean)
        .join('/')}`;
      return { pattern, chain };
    });
}

/**
 * A page rendered in the browser starts from the SPA fallback, a spinner with only the root's scripts: the
 * page's own modules were requested once the router had started, and its data once they had run. A route
 * shell is the fallback with the page's modules and stylesheets named in <head>, so the browser fetches
 * them all at once with the router's (after the spinner's first paint, once shapeHtml has run).
 */
export function routeShell(fallbackHtml, manifest, manifestHref, chain) {
  const modules = new Set([manifestHref, manifest.entry.module, ...manifest.entry.imports]);
  const stylesheets = new Set();
  for (const route of chain) {
    modules.add(route.module);
    for (const href of route.imports ?? []) modules.add(href);
    for (const href of route.css ?? []) stylesheets.add(href);
  }
  const present = new Set([...fallbackHtml.matchAll(/ href="([^"]+)"/g)].map((match) => match[1]));
  const links = [
    ...[...stylesheets]
      .filter((href) => !present.has(href))
      .map((href) => `<link rel="stylesheet" href="${href}"/>`),
    ...[...modules]
      .filter((href) => !present.has(href))
      .map((href) => `<link rel="modulepreload" href="${href}"/>`),
  ].join('');
  return fallbackHtml.replace('</head>', `${links}</head>`);
}

/**
 * Writes a shell for every page that has no prerendered HTML of its own; returns how many. Runs before
 * shapeHtml, which shapes the shells as it does every page (and would otherwise have taken the fallback's
 * module preloads out of <head> first).
 */
export function writeRouteShells(directory) {
  const fallbackHtml = fs.readFileSync(path.join(directory, SPA_FALLBACK), 'utf8');
  const { href, manifest } = readRouteManifest(directory, fallbackHtml);
  let written = 0;
  for (const { pattern, chain } of pageRoutes(manifest)) {
    if (fs.existsSync(path.join(directory, pattern, 'index.html'))) continue;
    const file = path.join(directory, SPA_SHELLS, `${pattern.slice(1)}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, routeShell(fallbackHtml, manifest, href, chain));
    written += 1;
  }
  return written;
}

/**
 * Every page loads the router's manifest first, and about half of it was each route's `imports`, the list
 * of its module's static imports. In the browser the router reads that list for one thing only: the
 * module preloads of `<Link prefetch>`, which this app does not use (lint keeps it out). Prerendering and
 * the route shells read the full list before it goes; the browser's manifest keeps module and stylesheets.
 * Returns the bytes it saved.
 */
export function slimRouteManifest(directory) {
  const fallbackHtml = fs.readFileSync(path.join(directory, SPA_FALLBACK), 'utf8');
  const { href, manifest } = readRouteManifest(directory, fallbackHtml);
  const file = path.join(directory, href);
  const before = fs.statSync(file).size;
  for (const route of Object.values(manifest.routes)) delete route.imports;
  fs.writeFileSync(file, `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
  return before - fs.statSync(file).size;
}

/**
 * Rewrites every HTML file of `directory` with deferred module preloads and the early-input script; returns
 * how many it changed.
 */
export function shapeHtml(directory) {
  let changed = 0;
  for (const file of listFiles(directory)) {
    if (!file.endsWith('.html')) continue;
    const html = fs.readFileSync(file, 'utf8');
    const shaped = guardEarlyInput(deferHydration(deferModulePreloads(html)));
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
  const shells = writeRouteShells(buildDir);
  const shaped = shapeHtml(buildDir);
  const slimmed = slimRouteManifest(buildDir);
  const compressed = precompress(buildDir);
  console.log(
    `${shaped} pages with module preloads deferred past the first paint, ${shells} route shells, ` +
      `route manifest ${slimmed} bytes lighter, ${compressed} files precompressed`,
  );
}
