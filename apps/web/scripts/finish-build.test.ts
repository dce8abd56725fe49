import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain build script without type declarations
import {
  deferHydration,
  deferModulePreloads,
  EARLY_INPUT_SCRIPT,
  guardEarlyInput,
  pageRoutes,
  precompress,
  shapeHtml,
  slimRouteManifest,
  writeRouteShells,
} from './finish-build.mjs';

function scratchBuild(files: Record<string, string>): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-build-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    fs.writeFileSync(path.join(directory, name), content);
  }
  return directory;
}

describe('finish-build', () => {
  it('puts the early-input script first in <head>, once', () => {
    const html = '<html lang="en"><head><meta charSet="utf-8"/></head><body></body></html>';
    const guarded = guardEarlyInput(html);
    expect(guarded).toBe(
      `<html lang="en"><head><script>${EARLY_INPUT_SCRIPT}</script><meta charSet="utf-8"/></head><body></body></html>`,
    );
    expect(guardEarlyInput(guarded)).toBe(guarded);
  });

  it('requests the module preloads after the first frame and leaves stylesheets alone', () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/>' +
      '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head><body></body></html>';
    const shaped = deferModulePreloads(html);
    expect(shaped).not.toContain('<link rel="modulepreload"');
    expect(shaped).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(shaped).toMatch(
      /<script>requestAnimationFrame\(.*\["\/assets\/a\.js","\/assets\/b\.js"\].*<\/script><\/head>/,
    );
    expect(deferModulePreloads(shaped)).toBe(shaped);
  });

  it('adds the preloads as modulepreload links when run in a page', () => {
    const shaped = deferModulePreloads(
      '<html><head><link rel="modulepreload" href="/assets/a.js"/></head></html>',
    );
    const script = /<script>(.*)<\/script>/.exec(shaped)![1]!;
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const head: Array<{ rel: string; href: string }> = [];
    new Function('requestAnimationFrame', 'setTimeout', 'document', script)(
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      {
        createElement: () => ({ rel: '', href: '' }),
        head: { appendChild: (link: never) => head.push(link) },
      },
    );
    expect(head).toEqual([]);
    frames.forEach((callback) => callback());
    timers.forEach((callback) => callback());
    expect(head).toEqual([{ rel: 'modulepreload', href: '/assets/a.js' }]);
  });

  it("imports the hydration script's modules after the first frame, keeping the rest of the script", async () => {
    const html =
      '<body><script type="module" async="">import "/assets/manifest.js";\n' +
      'import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/page.js";\n' +
      '  window.__reactRouterRouteModules = {"root":route0,"page":route1};\n' +
      'import("/assets/entry.client.js");</script></body>';
    const shaped = deferHydration(html);
    expect(shaped).not.toMatch(/^\s*import /m);
    expect(deferHydration(shaped)).toBe(shaped);
    const script = /<script type="module" async="">([\s\S]*)<\/script>/.exec(shaped)![1]!;
    const loaded: string[] = [];
    let evaluating = false;
    const window: { __reactRouterRouteModules?: unknown } = {};
    let paintFrame: () => void = () => undefined;
    const AsyncFunction = (async () => undefined).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    const run = new AsyncFunction(
      'requestAnimationFrame',
      'setTimeout',
      'window',
      'load',
      script.replaceAll('import(', 'load('),
    )(
      (callback: () => void) => (paintFrame = callback),
      (callback: () => void) => callback(),
      window,
      async (specifier: string) => {
        // Each import starts after the one before it has been evaluated.
        expect(evaluating).toBe(false);
        evaluating = true;
        loaded.push(specifier);
        await Promise.resolve();
        evaluating = false;
        return { specifier };
      },
    );
    await Promise.resolve();
    expect(loaded).toEqual([]);
    paintFrame();
    await run;
    expect(loaded).toEqual([
      '/assets/manifest.js',
      '/assets/root.js',
      '/assets/page.js',
      '/assets/entry.client.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { specifier: '/assets/root.js' },
      page: { specifier: '/assets/page.js' },
    });
  });

  it('refuses a hydration script it does not understand', () => {
    expect(() => deferHydration('<script type="module" async="">start()</script>')).toThrow(/router/);
  });

  it('rewrites the HTML files and writes brotli and gzip twins that decompress to the original', () => {
    const script = `export const text = ${JSON.stringify('hello '.repeat(200))};`;
    const directory = scratchBuild({
      'index.html': '<head><link rel="modulepreload" href="/assets/a.js"/></head>',
      'assets/a.js': script,
      'assets/tiny.js': 'export {};',
      'images/photo.png': 'not compressible',
    });
    expect(shapeHtml(directory)).toBe(1);
    const shaped = fs.readFileSync(path.join(directory, 'index.html'), 'utf8');
    expect(shaped).toContain('["/assets/a.js"]');
    expect(shaped).toContain(`<head><script>${EARLY_INPUT_SCRIPT}</script>`);
    precompress(directory);
    const file = path.join(directory, 'assets/a.js');
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(path.join(directory, 'assets/tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(directory, 'images/photo.png.br'))).toBe(false);
    fs.rmSync(directory, { recursive: true, force: true });
  });

  describe('route shells', () => {
    const manifest = {
      entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
      routes: {
        root: {
          id: 'root',
          path: '',
          hasDefaultExport: true,
          module: '/assets/root.js',
          imports: [],
          css: [],
        },
        home: {
          id: 'home',
          parentId: 'root',
          index: true,
          hasDefaultExport: true,
          module: '/assets/home.js',
        },
        about: {
          id: 'about',
          parentId: 'root',
          path: 'about-us',
          hasDefaultExport: true,
          module: '/assets/about.js',
        },
        data: {
          id: 'data',
          parentId: 'root',
          hasDefaultExport: true,
          module: '/assets/data.js',
          imports: ['/assets/query.js'],
        },
        apply: {
          id: 'apply',
          parentId: 'data',
          path: 'applynow/:id',
          hasDefaultExport: true,
          module: '/assets/apply.js',
          imports: ['/assets/framework.js', '/assets/form.js'],
          css: ['/assets/apply.css', '/assets/app.css'],
        },
        sitemap: {
          id: 'sitemap',
          parentId: 'root',
          path: 'sitemap.xml',
          hasDefaultExport: false,
          module: '/assets/s.js',
        },
        notFound: {
          id: 'notFound',
          parentId: 'root',
          path: '*',
          hasDefaultExport: true,
          module: '/assets/nf.js',
        },
      },
    };
    const fallback =
      '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
      '<link rel="stylesheet" href="/assets/app.css"/></head><body><div class="page-loader">Loading</div>' +
      '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root.js";\n' +
      '  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");</script></body></html>';

    it("finds each page route's URL pattern and the routes that render it", () => {
      expect(
        pageRoutes(manifest).map(({ pattern, chain }) => [
          pattern,
          chain.map((route: { id: string }) => route.id),
        ]),
      ).toEqual([
        ['/about-us', ['root', 'about']],
        ['/applynow/:id', ['root', 'data', 'apply']],
      ]);
    });

    it('writes a shell naming every module and stylesheet of the route, for pages not prerendered', () => {
      const directory = scratchBuild({
        '__spa-fallback.html': fallback,
        'assets/manifest-1.js': `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
        'about-us/index.html': '<html></html>',
      });
      expect(writeRouteShells(directory)).toBe(1);
      expect(fs.existsSync(path.join(directory, '__spa-shells/about-us.html'))).toBe(false);
      const shell = fs.readFileSync(path.join(directory, '__spa-shells/applynow/:id.html'), 'utf8');
      const head = shell.slice(0, shell.indexOf('</head>'));
      for (const module of ['entry', 'framework', 'data', 'query', 'apply', 'form']) {
        expect(head).toContain(`<link rel="modulepreload" href="/assets/${module}.js"/>`);
      }
      expect(head).toContain('<link rel="stylesheet" href="/assets/apply.css"/>');
      // What the fallback named already is named once.
      expect(head.match(/href="\/assets\/(root\.js|app\.css)"/g)).toHaveLength(2);
      // Shaped as every page is: the spinner paints first, then the scripts load.
      expect(shapeHtml(directory)).toBe(2);
      const shaped = fs.readFileSync(path.join(directory, '__spa-shells/applynow/:id.html'), 'utf8');
      expect(shaped).not.toContain('<link rel="modulepreload"');
      expect(shaped).toContain('"/assets/apply.js"');
      expect(shaped).toContain('<link rel="stylesheet" href="/assets/apply.css"/>');
      fs.rmSync(directory, { recursive: true, force: true });
    });

    it("leaves the routes' import lists out of the browser's manifest, after the shells have read them", () => {
      const directory = scratchBuild({
        '__spa-fallback.html': fallback,
        'assets/manifest-1.js': `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
      });
      writeRouteShells(directory);
      expect(slimRouteManifest(directory)).toBeGreaterThan(0);
      const source = fs.readFileSync(path.join(directory, 'assets/manifest-1.js'), 'utf8');
      const window: { __reactRouterManifest?: typeof manifest } = {};
      new Function('window', source)(window);
      const slim = window.__reactRouterManifest!;
      expect(slim.entry).toEqual(manifest.entry);
      expect(slim.routes.apply).toEqual({ ...manifest.routes.apply, imports: undefined });
      expect(Object.values(slim.routes).some((route) => 'imports' in route)).toBe(false);
      expect(fs.readFileSync(path.join(directory, '__spa-shells/applynow/:id.html'), 'utf8')).toContain(
        '/assets/form.js',
      );
      fs.rmSync(directory, { recursive: true, force: true });
    });
  });
});
