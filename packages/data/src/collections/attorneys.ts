import { parseCollection } from '#validation';
import { attorneyContent } from '../content/attorneys';
import { withAttorneySlug } from '../content-rules';
import type { Attorney } from '../schemas/attorneys';
import { findBySlug } from '../slug';

export const attorneys = /* @__PURE__ */ parseCollection(
  'attorneys',
  /* @__PURE__ */ attorneyContent.map(withAttorneySlug),
);

export function getAttorneyBySlug(slug: string): Attorney | undefined {
  return findBySlug(attorneys, slug);
}
