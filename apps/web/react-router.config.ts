import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from '@smartmove/contract';

export default {
  appDirectory: 'src',
  // One Node process serves everything: public pages are prerendered, the rest render in the browser.
  ssr: false,
  // Parallel local builds may write elsewhere; the server reads WEB_BUILD_DIR.
  buildDirectory: process.env.WEB_BUILD_OUT ?? 'build',
  // sitemap.xml is a resource route written to a static file at build time.
  prerender: [...PRERENDERED_PATHS, '/sitemap.xml'],
} satisfies Config;
