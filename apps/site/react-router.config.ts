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
  // Changes"), and the build stops warning about each change; what is left for v8 is Node
  // 22.22+ and importing from `react-router` rather than `react-router-dom`. Measured against a
  // build without them: the shell chunk is the same byte for byte; the search route's client
  // loader and fallback become chunks of their own (`v8_splitRouteModules`), so the route
  // manifest is a new file; each page's HTML differs only in the router context it carries (the
  // flags), the manifest it imports and the CSP hashes of those inline scripts. The other flags
  // change server requests or how Vite is driven, and nothing in the output here.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
