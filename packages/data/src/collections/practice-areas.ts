import { parseCollection } from '#validation';
import { practiceAreaContent } from '../content/practice-areas.js';
import type { PracticeArea } from '../schemas/practice-areas.js';
import { findBySlug } from '../slug.js';

export const practiceAreas = /* @__PURE__ */ parseCollection('practiceAreas', practiceAreaContent);

export function getPracticeBySlug(slug: string): PracticeArea | undefined {
  return findBySlug(practiceAreas, slug);
}
