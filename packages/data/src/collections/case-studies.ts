// The case studies collection: its own module, so a page's bundle carries only what it reads.

import { parseCollection } from '#validation';
import { limits } from '../constants.js';
import { caseStudyContent } from '../content/case-studies.js';
import { advertisingNoticeContent } from '../content/firm.js';
import type { CaseStudy } from '../schemas/case-studies.js';
import { findBySlug } from '../slug.js';

const caseStudyCollection = /* @__PURE__ */ parseCollection('caseStudies', {
  advertisingNotice: advertisingNoticeContent,
  entries: caseStudyContent,
});

export const caseStudies = caseStudyCollection.entries;

/** Shown wherever case results appear: they are attorney advertising. */
export const caseStudyNotice = caseStudyCollection.advertisingNotice;

/** The FIRST case with this slug: the spec repeats 'Real-Estate', and the first one wins. */
export function getCaseBySlug(slug: string): CaseStudy | undefined {
  return findBySlug(caseStudies, slug);
}

/**
 * Up to `count` other cases, in list order, for the "related cases" block. Cases sharing the
 * current slug are skipped, and each slug appears once, because every link goes to
 * `/case-single/{slug}` and a link to the page you are on, or two links to one page, helps no one.
 */
export function getRelatedCases(slug: string, count: number = limits.relatedCases): CaseStudy[] {
  const seenSlugs = new Set([slug]);
  const related: CaseStudy[] = [];
  for (const study of caseStudies) {
    if (related.length >= count) break;
    if (seenSlugs.has(study.slug)) continue;
    seenSlugs.add(study.slug);
    related.push(study);
  }
  return related;
}
