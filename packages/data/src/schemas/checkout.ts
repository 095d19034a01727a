import * as v from 'valibot';
import { cardTypeValues } from '../content-rules.js';
import { ImageAssetSchema, keyedList, TextSchema } from './common.js';

export type CardTypeValue = (typeof cardTypeValues)[number];

export const CardTypeSchema = v.strictObject({
  value: v.picklist(cardTypeValues),
  label: TextSchema,
  logo: ImageAssetSchema,
});
export type CardType = v.InferOutput<typeof CardTypeSchema>;

export const CardTypeListSchema = /* @__PURE__ */ keyedList(CardTypeSchema, ['value']);
