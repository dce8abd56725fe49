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

export interface PageCache {
  /** Prerendered pages by URL path ('/', '/about-us', ...). */
  pages: Map<string, CachedBody>;
  /** Former inline scripts by file name, so the CSP can forbid inline script. */
  scripts: Map<string, CachedBody>;
  /** The SPA shell for routes rendered in the browser. */
  fallback: CachedBody;
  /** The prerendered 404 page. */
  notFound: CachedBody;
}

export const INLINE_SCRIPT_PREFIX = '/_scripts/';

function cacheBody(raw: Buffer): CachedBody {
  return {
    raw,
    br: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(raw, { level: 9 }),
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
  };
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** Moves every inline <script> into a content-addressed file; classic scripts keep their order. */
export function externalizeInlineScripts(html: string, scripts: Map<string, CachedBody>): string {
  return html.replace(INLINE_SCRIPT, (whole, rawAttributes: string | undefined, content: string) => {
    const attributes = rawAttributes ?? '';
    if (/\ssrc\s*=/.test(attributes) || content.trim() === '') return whole;
    if (/type\s*=\s*["']?application\/(ld\+)?json/.test(attributes)) return whole;
    const isModule = /type\s*=\s*["']?module/.test(attributes);
    const name = `${createHash('sha256').update(content).digest('base64url').slice(0, 20)}.js`;
    if (!scripts.has(name)) scripts.set(name, cacheBody(Buffer.from(content)));
    const kept = isModule ? attributes : attributes.replace(/\s(async|defer)(?=[\s>]|$)/g, '');
    return `<script${kept} src="${INLINE_SCRIPT_PREFIX}${name}"></script>`;
  });
}

function listHtmlFiles(directory: string): string[] {
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function toUrlPath(buildDir: string, file: string): string | undefined {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'/index.html'.length)}`;
  return undefined;
}

/** Reads the built web app's HTML once at start, ready to serve from memory. */
export function loadPageCache(buildDir: string): PageCache {
  const scripts = new Map<string, CachedBody>();
  const pages = new Map<string, CachedBody>();
  const read = (file: string) =>
    cacheBody(Buffer.from(externalizeInlineScripts(fs.readFileSync(file, 'utf8'), scripts)));

  for (const file of listHtmlFiles(buildDir)) {
    const urlPath = toUrlPath(buildDir, file);
    if (urlPath) pages.set(urlPath, read(file));
  }
  const fallbackFile = path.join(buildDir, '__spa-fallback.html');
  const fallback = fs.existsSync(fallbackFile) ? read(fallbackFile) : pages.get('/');
  const notFound = pages.get('/notfound');
  if (!fallback || !notFound) {
    throw new Error(`The web app is not built in ${buildDir}: run npm run build`);
  }
  return { pages, scripts, fallback, notFound };
}
