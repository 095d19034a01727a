// Every attorney whole, for an attorney's own page and the pages that show a biography: its own
// module, so that the lists of attorneys (attorneys.ts) never bring the pages' texts into a bundle.

import { parseCollection } from '#validation';
import { attorneyPageContent } from '../content/attorney-pages.js';
import { attorneySummaryContent } from '../content/attorneys.js';
import { withAttorneySlug } from '../content-rules.js';
import type { Attorney } from '../schemas/attorneys.js';
import { findBySlug } from '../slug.js';
import { withPages } from '../with-pages.js';

/** Every attorney: the summary and the own page's texts. */
export const attorneys = /* @__PURE__ */ parseCollection(
  'attorneys',
  /* @__PURE__ */ withPages(attorneySummaryContent, attorneyPageContent).map(withAttorneySlug),
);

export function getAttorneyBySlug(slug: string): Attorney | undefined {
  return findBySlug(attorneys, slug);
}
