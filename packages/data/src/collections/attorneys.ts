import { parseCollection } from '#validation';
import { attorneySummaryContent } from '../content/attorneys.js';
import { withAttorneySlug } from '../content-rules.js';

/**
 * The attorneys as lists show them. A page that lists attorneys imports these, and its bundle
 * carries none of their pages' texts (`attorneys`, in attorney-pages.ts, has them).
 */
export const attorneySummaries = /* @__PURE__ */ parseCollection(
  'attorneySummaries',
  /* @__PURE__ */ attorneySummaryContent.map(withAttorneySlug),
);
