// Every case study whole, for a case's own page: its own module, so that the lists of cases
// (case-studies.ts) never bring the pages' texts into a bundle.

import { parseCollection } from '#validation';
import { caseStudySummaryContent } from '../content/case-studies.js';
import { caseStudyPageContent } from '../content/case-study-pages.js';
import { advertisingNoticeContent } from '../content/firm.js';
import type { CaseStudy } from '../schemas/case-studies.js';
import { findBySlug } from '../slug.js';
import { withPages } from '../with-pages.js';

/** Every case study: its summary and its own page's texts. */
export const caseStudies = /* @__PURE__ */ parseCollection('caseStudies', {
  advertisingNotice: advertisingNoticeContent,
  entries: /* @__PURE__ */ withPages(caseStudySummaryContent, caseStudyPageContent),
}).entries;

/** The FIRST case with this slug: the spec repeats 'Real-Estate', and the first one wins. */
export function getCaseBySlug(slug: string): CaseStudy | undefined {
  return findBySlug(caseStudies, slug);
}
