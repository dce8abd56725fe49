import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
// Node loads this file before anything is built, so it takes the contract's source (Vite's config loader
// compiles relative imports, not packages): `npm run typecheck` and the web build need no contract build.
import { API_URL_PATTERN } from '../../packages/contract/src/api-paths';
import { usStatesBasemap } from './scripts/us-states-basemap';

/** React and the router change together and load on every page: one chunk compresses better than three. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
/**
 * zod and the phone number library in chunks of their own: forms load zod only when they first validate
 * (lazyResolver), and pages without a phone input never need the phone library.
 */
const ZOD = /\/node_modules\/zod\//;
const PHONE = /\/node_modules\/libphonenumber-js\/|\/contract\/src\/phone-metadata\.ts$/;

function chunkOf(id: string): string | undefined {
  if (FRAMEWORK.test(id)) return 'framework';
  if (ZOD.test(id)) return 'zod';
  if (PHONE.test(id)) return 'phone';
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), usStatesBasemap()],
  // The app bundles the contract from its source (its package.json "source" condition), not from its build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // The router preloads each page's modules itself; Vite's helper for lazy chunks is not needed.
    modulePreload: false,
    // Terser makes the first load smaller than the default minifier does (the home page 104.8 kB against
    // 108.3 kB brotli'd), and the home page's JavaScript has a budget (docs/decisions/0005). More passes gave
    // the same home page and took 12 s more of the build.
    // The server build only prerenders the public pages at build time, and is then removed: left unminified.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 1 } },
    rollupOptions: {
      // No experimentalMinChunkSize: merging tiny shared modules into a neighbouring chunk saved requests but
      // made pages load code they never run (the home page's budget), and every page's scripts are requested
      // at once (module preloads), so a few more small ones cost little.
      output: { manualChunks: chunkOf },
    },
  },
  // `npm run dev:web`: every API path goes to the API server (`npm run dev:api`).
  server: { proxy: { [API_URL_PATTERN]: 'http://localhost:3000' } },
}));
