import { findReferenced, parseCollection } from '#validation';
import { firmContent } from '../content/firm.js';
import { attorneys } from './attorneys.js';

export const firm = /* @__PURE__ */ parseCollection('firm', firmContent);

/** The attorney the footer names as responsible for the site (ABA Model Rule 7.2(c)). */
export const responsibleAttorney = /* @__PURE__ */ findReferenced(
  'firm',
  'responsibleAttorney',
  firm.responsibleAttorney,
  attorneys,
  'name',
);
