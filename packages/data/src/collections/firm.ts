import { parseCollection } from '#validation';
import { firmContent } from '../content/firm';

export const firm = /* @__PURE__ */ parseCollection('firm', firmContent);
