import { firmContent } from '../content/firm';
import { FirmSchema } from '../schemas';
import { parseFixture } from '../validation';

export const firm = /* @__PURE__ */ parseFixture('firm', FirmSchema, firmContent);
