import { parseCollection } from '#validation';
import { firmContent } from '../content/firm.js';

export const firm = /* @__PURE__ */ parseCollection('firm', firmContent);
