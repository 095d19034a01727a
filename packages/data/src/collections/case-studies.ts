// The case studies collection: its own module, so a page's bundle carries only what it reads.

import { parseCollection } from '#validation';
import { limits } from '../constants.js';
import { caseStudySummaryContent } from '../content/case-studies.js';
import { advertisingNoticeContent } from '../content/firm.js';
import type { CaseStudySummary } from '../schemas/case-studies.js';

const caseStudySummaryCollection = /* @__PURE__ */ parseCollection('caseStudySummaries', {
  advertisingNotice: advertisingNoticeContent,
  entries: caseStudySummaryContent,
});

/**
 * What the lists of cases show. A page that lists cases imports these, and its bundle carries
 * none of the cases' page texts (`caseStudies`, in case-study-pages.ts, has them).
 */
export const caseStudySummaries = caseStudySummaryCollection.entries;

/** Shown wherever case results appear: they are attorney advertising. */
export const caseStudyNotice = caseStudySummaryCollection.advertisingNotice;

/**
 * Up to `count` other cases, in list order, for the "related cases" block. Cases sharing the
 * current slug are skipped, and each slug appears once, because every link goes to
 * `/case-single/{slug}` and a link to the page you are on, or two links to one page, helps no one.
 */
export function getRelatedCases(
  slug: string,
  count: number = limits.relatedCases,
): CaseStudySummary[] {
  const seenSlugs = new Set([slug]);
  const related: CaseStudySummary[] = [];
  for (const study of caseStudySummaries) {
    if (related.length >= count) break;
    if (seenSlugs.has(study.slug)) continue;
    seenSlugs.add(study.slug);
    related.push(study);
  }
  return related;
}
