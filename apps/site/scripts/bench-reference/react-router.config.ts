import type { Config } from '@react-router/dev/config';
import siteConfig from '../../react-router.config';

// Built and served by bench.mjs. The site's future flags, so the framework behaves as it does on
// the site.
export default {
  ssr: false,
  prerender: ['/'],
  future: siteConfig.future,
} satisfies Config;
