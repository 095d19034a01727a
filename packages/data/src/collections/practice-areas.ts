import { practiceAreaContent } from '../content/practice-areas';
import { type PracticeArea, PracticeAreaListSchema } from '../schemas';
import { findBySlug } from '../slug';
import { parseFixture } from '../validation';

export const practiceAreas = /* @__PURE__ */ parseFixture(
  'practiceAreas',
  PracticeAreaListSchema,
  practiceAreaContent,
);

export function getPracticeBySlug(slug: string): PracticeArea | undefined {
  return findBySlug(practiceAreas, slug);
}
