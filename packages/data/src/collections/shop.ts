import { cardTypeContent } from '../content/checkout';
import { productContent, productReviewContent } from '../content/products';
import {
  CardTypeListSchema,
  type Product,
  ProductListSchema,
  ProductReviewListSchema,
} from '../schemas';
import { findBySlug } from '../slug';
import { parseFixture } from '../validation';

export const products = /* @__PURE__ */ parseFixture('products', ProductListSchema, productContent);

export function getProductBySlug(slug: string): Product | undefined {
  return findBySlug(products, slug);
}

/** The two sample reviews on the product page's Review tab. */
export const productReviews = /* @__PURE__ */ parseFixture(
  'productReviews',
  ProductReviewListSchema,
  productReviewContent,
);

export const cardTypes = /* @__PURE__ */ parseFixture(
  'cardTypes',
  CardTypeListSchema,
  cardTypeContent,
);
