import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/prerender-paths';

export default {
  appDirectory: 'app',
  // Parallel local runs (several worktrees of tests at once) can build side by side.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  // Static site: every page is rendered to HTML at build time and hydrated in the browser.
  ssr: false,
  prerender: () => [...prerenderPaths],
} satisfies Config;
