import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Rollup } from 'vite';

/** React and the router change together and load on every page: one chunk compresses better than three. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
/**
 * zod and the phone number library in chunks of their own: forms load zod only when they first validate
 * (lazyResolver), pages without a phone input never need the phone library, and a small shared chunk
 * merged into either (experimentalMinChunkSize) would bring it into every page that loads that chunk.
 */
const ZOD = /\/node_modules\/zod\//;
const PHONE = /\/node_modules\/libphonenumber-js\/|\/contract\/dist\/phone-metadata\.js$/;

/**
 * The app's own modules that the root route imports statically load on every page: they travel together in
 * the root route's chunk, instead of in small shared chunks that rollup merges into a neighbour
 * (experimentalMinChunkSize), which brought portal modules onto public pages and page modules onto home.
 */
const ROOT = /\/src\/root\.tsx$/;
const APP = /\/apps\/web\/src\//;
const shells = new WeakMap<Rollup.ManualChunkMeta['getModuleInfo'], Set<string>>();

function shellOf({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): Set<string> {
  let shell = shells.get(getModuleInfo);
  if (shell) return shell;
  shell = new Set();
  const root = [...getModuleIds()].find((id) => ROOT.test(id));
  const queue = root ? [root] : [];
  for (const id of queue) {
    if (shell.has(id) || !APP.test(id)) continue;
    shell.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  shells.set(getModuleInfo, shell);
  return shell;
}

function chunkOf(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  if (FRAMEWORK.test(id)) return 'framework';
  if (ZOD.test(id)) return 'zod';
  if (PHONE.test(id)) return 'phone';
  if (shellOf(meta).has(id)) return 'root';
  return undefined;
}

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // The router preloads each page's modules itself; Vite's helper for lazy chunks is not needed.
    modulePreload: false,
    // Terser's extra passes shave ~4 kB brotli off the first load over the default minifier
    // (the home page's JavaScript budget is 105 kB: issue 8).
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3 } },
    rollupOptions: {
      output: {
        manualChunks: chunkOf,
        // A manual chunk holds the modules named for it, not also whatever they import.
        onlyExplicitManualChunks: true,
        // Tiny shared modules ride along in a neighbouring chunk (each request costs a round trip on a slow
        // connection); with the root's modules in one chunk, 1 kB keeps both the home page and the data pages
        // lightest (home: 11 scripts).
        experimentalMinChunkSize: 1000,
      },
    },
  },
  server: { proxy: { '^/(CRM|api|UploadProfileImage|ipinfo|captcha|docs|health)': 'http://localhost:3000' } },
});
