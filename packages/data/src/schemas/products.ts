import * as v from 'valibot';
import { isPrice, PRICE_PATTERN, productCategories, toCents } from '../content-rules.js';
import {
  IdSchema,
  ImageAssetSchema,
  keyedList,
  PositiveIntegerSchema,
  SlugSchema,
  TextSchema,
} from './common.js';

/** A price as the spec writes it: whole units ('65') or units and cents ('24.50'). */
export const PriceSchema = v.pipe(
  v.string(),
  v.regex(PRICE_PATTERN, 'must be a price such as "65" or "24.50" (no currency sign)'),
  // Guarded so a malformed price gets one message, not two.
  v.check((price) => !isPrice(price) || toCents(price) > 0, 'must be more than zero'),
);

export type ProductCategory = (typeof productCategories)[number];

export const ProductSchema = v.pipe(
  v.strictObject({
    id: PositiveIntegerSchema,
    proImg: ImageAssetSchema,
    title: TextSchema,
    slug: SlugSchema,
    /** Current price, spec form ('65'). */
    price: PriceSchema,
    /** Old (struck-through) price, spec form. */
    delPrice: PriceSchema,
    brand: TextSchema,
    size: TextSchema,
    category: v.picklist(productCategories, `must be one of: ${productCategories.join(', ')}`),
    /** Integer cents of `price`, built by {@link withCents}. */
    priceCents: v.number(),
    /** Integer cents of `delPrice`, built by {@link withCents}. */
    delPriceCents: v.number(),
  }),
  v.check(
    ({ price, delPrice }) =>
      !isPrice(price) || !isPrice(delPrice) || toCents(delPrice) > toCents(price),
    'delPrice (the old price) must be higher than price',
  ),
  // Guarded like the price check, so a malformed price gets one message, not two.
  v.check(
    ({ price, delPrice, priceCents, delPriceCents }) =>
      !isPrice(price) ||
      !isPrice(delPrice) ||
      (priceCents === toCents(price) && delPriceCents === toCents(delPrice)),
    'priceCents and delPriceCents must be built from the prices (use withCents)',
  ),
);
export type Product = v.InferOutput<typeof ProductSchema>;
/** A product as the content is written: the prices in the spec's form, without the cents. */
export type ProductContent = Omit<Product, 'priceCents' | 'delPriceCents'>;

export const ProductListSchema = /* @__PURE__ */ keyedList(ProductSchema, ['id', 'slug']);

/** A fixed sample review on the product page (the review form sends nothing). */
export const ProductReviewSchema = v.strictObject({
  id: IdSchema,
  name: TextSchema,
  date: TextSchema,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  text: TextSchema,
});
export type ProductReview = v.InferOutput<typeof ProductReviewSchema>;

export const ProductReviewListSchema = /* @__PURE__ */ keyedList(ProductReviewSchema, ['id']);
