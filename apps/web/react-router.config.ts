import type { Config } from '@react-router/dev/config';
// The contract's source, as in vite.config.ts: the config loads before anything is built.
import { PRERENDERED_PATHS } from '../../packages/contract/src/routes';

export default {
  appDirectory: 'src',
  // One Node process serves everything: public pages are prerendered, the rest render in the browser.
  ssr: false,
  // Parallel local builds may write elsewhere; the server reads WEB_BUILD_DIR.
  buildDirectory: process.env.WEB_BUILD_OUT ?? 'build',
  // sitemap.xml is a resource route written to a static file at build time.
  prerender: [...PRERENDERED_PATHS, '/sitemap.xml'],
} satisfies Config;
