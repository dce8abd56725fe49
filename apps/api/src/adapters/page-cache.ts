import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** A response body held in memory with its precompressed variants. */
export interface CachedBody {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** An HTML page with the CSP hashes of its inline scripts. */
export interface CachedPage extends CachedBody {
  scriptHashes: string[];
}

export interface PageCache {
  /** Prerendered pages by URL path ('/', '/about-us', ...). */
  pages: Map<string, CachedPage>;
  /** The SPA shell for routes rendered in the browser. */
  fallback: CachedPage;
  /** Per route pattern ('/applynow/:id'), the SPA shell that names the route's own modules. */
  shells: Map<string, CachedPage>;
  /** The prerendered 404 page. */
  notFound: CachedPage;
}

/** Built once: compressed as tightly as brotli and gzip go. Per request: compressed quickly. */
const TIGHT = { brotli: 11, gzip: 9 };
export const QUICK = { brotli: 5, gzip: 6 };

export function cacheBody(raw: Buffer, levels = TIGHT): CachedBody {
  return {
    raw,
    br: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: levels.brotli } }),
    gzip: gzipSync(raw, { level: levels.gzip }),
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
  };
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/**
 * The CSP hashes ('sha256-…') of a page's inline scripts. The router's hydration scripts must stay
 * inline (React compares them when it hydrates), so the CSP allows exactly these and nothing else.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/.test(attributes) || content === '') continue;
    if (/type\s*=\s*["']?application\/(ld\+)?json/.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(content).digest('base64')}`);
  }
  return [...hashes];
}

function cachePage(html: string): CachedPage {
  return { ...cacheBody(Buffer.from(html)), scriptHashes: inlineScriptHashes(html) };
}

/** `<` escaped, so no value can end the script element it sits in. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A shell with `head` added at the end of its head and `body` at the start of its body. The additions must
 * run nothing (data, meta tags, text), so the page's CSP stays the shell's own.
 */
export function withAdditions(shell: CachedPage, head: string, body = ''): CachedPage {
  let html = shell.raw.toString('utf8').replace('</head>', () => `${head}</head>`);
  if (body) html = html.replace(/<body(\s[^>]*)?>/, (tag) => `${tag}${body}`);
  return { ...cacheBody(Buffer.from(html), QUICK), scriptHashes: shell.scriptHashes };
}

/** The JSON script element of a page's first data (never run). */
export function pageDataElement(elementId: string, data: unknown): string {
  return `<script type="application/json" id="${elementId}">${jsonForScript(data)}</script>`;
}

/** A shell with a page's first data in a JSON script element: never run, so the CSP is the shell's own. */
export function withPageData(shell: CachedPage, elementId: string, data: unknown): CachedPage {
  return withAdditions(shell, pageDataElement(elementId, data));
}

function listHtmlFiles(directory: string): string[] {
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Written by the web app's finish-build: `__spa-shells/applynow/:id.html` for the route `/applynow/:id`. */
const SHELLS_PREFIX = '__spa-shells/';

function relativeUrl(buildDir: string, file: string): string {
  return path.relative(buildDir, file).split(path.sep).join('/');
}

/** The URL path a prerendered page answers ('about-us/index.html' → '/about-us'). */
function toUrlPath(relative: string): string | undefined {
  if (relative === 'index.html') return '/';
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'/index.html'.length)}`;
  return undefined;
}

/** Reads the built web app's HTML once at start, ready to serve from memory. */
export function loadPageCache(buildDir: string): PageCache {
  const pages = new Map<string, CachedPage>();
  const read = (file: string) => cachePage(fs.readFileSync(file, 'utf8'));

  const shells = new Map<string, CachedPage>();
  for (const file of listHtmlFiles(buildDir)) {
    const relative = relativeUrl(buildDir, file);
    if (relative.startsWith(SHELLS_PREFIX)) {
      shells.set(`/${relative.slice(SHELLS_PREFIX.length, -'.html'.length)}`, read(file));
      continue;
    }
    const urlPath = toUrlPath(relative);
    if (urlPath) pages.set(urlPath, read(file));
  }
  const fallbackFile = path.join(buildDir, '__spa-fallback.html');
  const fallback = fs.existsSync(fallbackFile) ? read(fallbackFile) : pages.get('/');
  const notFound = pages.get('/notfound');
  if (!fallback || !notFound) {
    throw new Error(`The web app is not built in ${buildDir}: run npm run build`);
  }
  return { pages, fallback, shells, notFound };
}
