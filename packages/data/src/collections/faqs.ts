// The FAQ page's questions: their own module, so that the home pages' blocks (home.ts) do not
// bring them into a home page's bundle.

import { parseCollection } from '#validation';
import { faqContent } from '../content/faqs.js';

export const faqs = /* @__PURE__ */ parseCollection('faqs', faqContent);
