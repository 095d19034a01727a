import { parseCollection } from '#validation';
import { attorneyContent } from '../content/attorneys.js';
import { withAttorneySlug } from '../content-rules.js';
import type { Attorney } from '../schemas/attorneys.js';
import { findBySlug } from '../slug.js';

export const attorneys = /* @__PURE__ */ parseCollection(
  'attorneys',
  /* @__PURE__ */ attorneyContent.map(withAttorneySlug),
);

export function getAttorneyBySlug(slug: string): Attorney | undefined {
  return findBySlug(attorneys, slug);
}
