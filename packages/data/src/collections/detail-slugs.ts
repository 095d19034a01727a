import { attorneySummaries } from './attorneys.js';
import { blogPostSummaries } from './blog.js';
import { caseStudySummaries } from './case-studies.js';
import { practiceAreaSummaries } from './practice-areas.js';
import { products } from './shop.js';

/** Every slug of each detail route, for prerendering. */
export interface DetailSlugs {
  readonly practice: readonly string[];
  readonly case: readonly string[];
  readonly attorney: readonly string[];
  readonly post: readonly string[];
  readonly product: readonly string[];
}

const slugsOf = (items: readonly { slug: string }[]) => [
  ...new Set(items.map((item) => item.slug)),
];

/** One entry per page: the repeated case slug is listed once. */
export const detailSlugs: DetailSlugs = /* @__PURE__ */ (() => ({
  practice: slugsOf(practiceAreaSummaries),
  case: slugsOf(caseStudySummaries),
  attorney: slugsOf(attorneySummaries),
  post: slugsOf(blogPostSummaries),
  product: slugsOf(products),
}))();
