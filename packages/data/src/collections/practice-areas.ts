import { parseCollection } from '#validation';
import { practiceAreaSummaryContent } from '../content/practice-areas.js';

/**
 * The practice areas as lists show them (the footer's on every page among them). A page that
 * lists them imports these, and its bundle carries none of their pages' texts
 * (`practiceAreas`, in practice-area-pages.ts, has them).
 */
export const practiceAreaSummaries = /* @__PURE__ */ parseCollection(
  'practiceAreaSummaries',
  practiceAreaSummaryContent,
);
