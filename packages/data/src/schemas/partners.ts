import * as v from 'valibot';
import { IdSchema, ImageAssetSchema, keyedList, TextSchema } from './common.js';

export const PartnerSchema = v.strictObject({
  id: IdSchema,
  name: TextSchema,
  logo: ImageAssetSchema,
});
export type Partner = v.InferOutput<typeof PartnerSchema>;

export const PartnerListSchema = /* @__PURE__ */ keyedList(PartnerSchema, ['id', 'name']);
