import type { Config } from '@react-router/dev/config';
import siteConfig from '../../react-router.config';

// Built and served by bench.mjs, into a folder of each bench's own under the site's reports/. The
// site's future flags, so the framework behaves as it does on the site.
export default {
  ssr: false,
  prerender: ['/'],
  buildDirectory: process.env.BENCH_REFERENCE_BUILD_DIR ?? 'build',
  future: siteConfig.future,
} satisfies Config;
