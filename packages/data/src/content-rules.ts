// Plain values and derivations shared by the schemas and the pages. No valibot here: pages
// import these without pulling the validator (and every schema) into the browser.
import type {
  Attorney,
  AttorneyContent,
  BlogPost,
  BlogPostContent,
  Product,
  ProductContent,
} from './schemas.js';
import { attorneySlug } from './slug.js';

export const socialNetworks = ['facebook', 'x', 'linkedin', 'instagram', 'youtube'] as const;

/** The slug is always built from the name, so the two cannot disagree. */
export function withAttorneySlug(attorney: AttorneyContent): Attorney {
  return { ...attorney, slug: attorneySlug(attorney.name) };
}

export const blogPostFormats = ['format-standard-image', 'format-video'] as const;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** '2023-08-14' -> '14 AUG,23', the display form the spec shows. */
export function displayDate(isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return `${day} ${MONTHS[Number(month) - 1]},${year.slice(2)}`;
}

export function withDisplayDate(post: BlogPostContent): BlogPost {
  return { ...post, create_at: displayDate(post.publishedOn) };
}

/**
 * Sort comparator, oldest post first. ISO dates order as plain strings; `localeCompare` would
 * too, but its first call in a page builds ICU's collator, one long task on a phone while the
 * page starts.
 */
export function byPublicationDate(
  a: Pick<BlogPostContent, 'publishedOn'>,
  b: Pick<BlogPostContent, 'publishedOn'>,
): number {
  if (a.publishedOn === b.publishedOn) return 0;
  return a.publishedOn < b.publishedOn ? -1 : 1;
}

export const PRICE_PATTERN = /^\d+(\.\d{2})?$/;

export const isPrice = (value: string) => PRICE_PATTERN.test(value);

/** '24.50' -> 2450, exactly (no floating point on the way). */
export function toCents(price: string): number {
  const [units = '0', cents = '00'] = price.split('.');
  return Number(units) * 100 + Number(cents);
}

export const productCategories = ['Hoodie', 'T-Shirt', 'Book'] as const;

/** Integer cents for the shop rules; the strings stay for display in the spec's form. */
export function withCents(product: ProductContent): Product {
  const cents = (price: string) => (isPrice(price) ? toCents(price) : 0);
  return {
    ...product,
    priceCents: cents(product.price),
    delPriceCents: cents(product.delPrice),
  };
}

export const cardTypeValues = ['visa', 'mastercard', 'skrill', 'paypal'] as const;
