import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/prerender-paths';

export default {
  appDirectory: 'app',
  // Static site: every page is rendered to HTML at build time and hydrated in the browser.
  ssr: false,
  prerender: () => [...prerenderPaths],
} satisfies Config;
