import { attorneyContent } from '../content/attorneys';
import { type Attorney, AttorneyListSchema } from '../schemas';
import { findBySlug } from '../slug';
import { parseFixture } from '../validation';

export const attorneys = /* @__PURE__ */ parseFixture(
  'attorneys',
  AttorneyListSchema,
  attorneyContent,
);

export function getAttorneyBySlug(slug: string): Attorney | undefined {
  return findBySlug(attorneys, slug);
}
