// Every practice area whole, for an area's own page: its own module, so that the lists of areas
// (practice-areas.ts) never bring the pages' texts into a bundle.

import { parseCollection } from '#validation';
import { practiceAreaPageContent } from '../content/practice-area-pages.js';
import { practiceAreaSummaryContent } from '../content/practice-areas.js';
import type { PracticeArea } from '../schemas/practice-areas.js';
import { findBySlug } from '../slug.js';
import { withPages } from '../with-pages.js';

/** Every practice area: its summary and its own page's texts. */
export const practiceAreas = /* @__PURE__ */ parseCollection(
  'practiceAreas',
  /* @__PURE__ */ withPages(practiceAreaSummaryContent, practiceAreaPageContent),
);

export function getPracticeBySlug(slug: string): PracticeArea | undefined {
  return findBySlug(practiceAreas, slug);
}
