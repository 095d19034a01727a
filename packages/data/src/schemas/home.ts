import * as v from 'valibot';
import { IdSchema, ImageAssetSchema, keyedList, TextSchema } from './common.js';

export const HeroSlideSchema = v.strictObject({
  id: IdSchema,
  headline: TextSchema,
  text: TextSchema,
  image: ImageAssetSchema,
});
export type HeroSlide = v.InferOutput<typeof HeroSlideSchema>;

export const HomePracticeItemSchema = v.strictObject({
  id: IdSchema,
  title: TextSchema,
  text: TextSchema,
  icon: ImageAssetSchema,
});
export type HomePracticeItem = v.InferOutput<typeof HomePracticeItemSchema>;

export const ProcessStepSchema = v.strictObject({
  id: IdSchema,
  title: TextSchema,
  text: TextSchema,
});
export type ProcessStep = v.InferOutput<typeof ProcessStepSchema>;

export const CounterSchema = v.strictObject({
  value: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Shown right after the number ('%'); '' for none. */
  suffix: v.string(),
  label: TextSchema,
});
export type Counter = v.InferOutput<typeof CounterSchema>;

export const FaqSchema = v.strictObject({
  id: IdSchema,
  question: TextSchema,
  answer: TextSchema,
});
export type Faq = v.InferOutput<typeof FaqSchema>;

export const AwardSchema = v.strictObject({
  id: IdSchema,
  title: TextSchema,
  issuer: TextSchema,
  year: v.pipe(v.number(), v.integer(), v.minValue(1900)),
  image: ImageAssetSchema,
});
export type Award = v.InferOutput<typeof AwardSchema>;

export const QuoteSchema = v.strictObject({
  text: TextSchema,
  author: TextSchema,
  role: TextSchema,
});
export type Quote = v.InferOutput<typeof QuoteSchema>;

export const HomeVideoSchema = v.strictObject({
  /** Privacy-enhanced embed address; the site loads it only when the modal opens. */
  url: v.pipe(
    v.string(),
    v.url(),
    v.startsWith('https://www.youtube-nocookie.com/embed/', 'must be a youtube-nocookie embed URL'),
  ),
  /** Accessible name of the iframe. */
  title: TextSchema,
});
export type HomeVideo = v.InferOutput<typeof HomeVideoSchema>;

export const HeroSlideListSchema = /* @__PURE__ */ keyedList(HeroSlideSchema, ['id']);
export const HomePracticeItemListSchema = /* @__PURE__ */ keyedList(HomePracticeItemSchema, [
  'id',
  'title',
]);
export const ProcessStepListSchema = /* @__PURE__ */ keyedList(ProcessStepSchema, ['id', 'title']);
export const CounterListSchema = /* @__PURE__ */ keyedList(CounterSchema, ['label']);
export const FaqListSchema = /* @__PURE__ */ keyedList(FaqSchema, ['id', 'question']);
export const AwardListSchema = /* @__PURE__ */ keyedList(AwardSchema, ['id']);
