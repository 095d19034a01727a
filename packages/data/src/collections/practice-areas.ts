import { parseCollection } from '#validation';
import { practiceAreaContent } from '../content/practice-areas';
import type { PracticeArea } from '../schemas/practice-areas';
import { findBySlug } from '../slug';

export const practiceAreas = /* @__PURE__ */ parseCollection('practiceAreas', practiceAreaContent);

export function getPracticeBySlug(slug: string): PracticeArea | undefined {
  return findBySlug(practiceAreas, slug);
}
