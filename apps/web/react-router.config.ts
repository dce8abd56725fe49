import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from '@smartmove/contract';

export default {
  appDirectory: 'src',
  // One Node process serves everything: public pages are prerendered, the rest render in the browser.
  ssr: false,
  // Parallel local builds may write elsewhere; the server reads WEB_BUILD_DIR.
  buildDirectory: process.env.WEB_BUILD_OUT ?? 'build',
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
