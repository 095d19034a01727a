import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/prerender-paths';

export default {
  appDirectory: 'app',
  // Parallel local runs (several worktrees of tests at once) can build side by side.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  // Static site: every page is rendered to HTML at build time and hydrated in the browser.
  ssr: false,
  prerender: () => [...prerenderPaths],
  // React Router v8's behaviour now, as its upgrade guide advises (reactrouter.com, "Future
  // Changes"): the build stops warning about each change, and the upgrade is a version bump.
  // Measured against a build without them: the same files and the same shell chunk, byte for
  // byte, but for the search route, whose client loader and fallback become chunks of their own
  // (`v8_splitRouteModules`), and the router's context in each page; the other flags concern
  // server requests, which a static site has none of.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
