import { parseCollection } from '#validation';
import { cardTypeContent } from '../content/checkout.js';
import { productContent, productReviewContent } from '../content/products.js';
import { withCents } from '../content-rules.js';
import type { Product } from '../schemas/products.js';
import { findBySlug } from '../slug.js';

export const products = /* @__PURE__ */ parseCollection(
  'products',
  /* @__PURE__ */ productContent.map(withCents),
);

export function getProductBySlug(slug: string): Product | undefined {
  return findBySlug(products, slug);
}

/** The two sample reviews on the product page's Review tab. */
export const productReviews = /* @__PURE__ */ parseCollection(
  'productReviews',
  productReviewContent,
);

export const cardTypes = /* @__PURE__ */ parseCollection('cardTypes', cardTypeContent);
