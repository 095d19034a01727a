// Plain values and derivations shared by the schemas and the pages. No valibot here: pages
// import these without pulling the validator (and every schema) into the browser. The schemas
// import this module, never the other way round: each derivation names only the fields it
// reads and writes, and the schema checks the result.
import { attorneySlug } from './slug.js';

export const socialNetworks = ['facebook', 'x', 'linkedin', 'instagram', 'youtube'] as const;

/** The slug is always built from the name, so the two cannot disagree. */
export function withAttorneySlug<TAttorney extends { name: string }>(
  attorney: TAttorney,
): TAttorney & { slug: string } {
  return { ...attorney, slug: attorneySlug(attorney.name) };
}

export const blogPostFormats = ['format-standard-image', 'format-video'] as const;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** '2023-08-14' -> '14 AUG,23', the display form the spec shows. */
export function displayDate(isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return `${day} ${MONTHS[Number(month) - 1]},${year.slice(2)}`;
}

export function withDisplayDate<TPost extends { publishedOn: string }>(
  post: TPost,
): TPost & { create_at: string } {
  return { ...post, create_at: displayDate(post.publishedOn) };
}

/**
 * Sort comparator, oldest post first. ISO dates order as plain strings; `localeCompare` would
 * too, but its first call in a page builds ICU's collator, one long task on a phone while the
 * page starts.
 */
export function byPublicationDate(a: { publishedOn: string }, b: { publishedOn: string }): number {
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
export function withCents<TProduct extends { price: string; delPrice: string }>(
  product: TProduct,
): TProduct & { priceCents: number; delPriceCents: number } {
  const cents = (price: string) => (isPrice(price) ? toCents(price) : 0);
  return {
    ...product,
    priceCents: cents(product.price),
    delPriceCents: cents(product.delPrice),
  };
}

export const cardTypeValues = ['visa', 'mastercard', 'skrill', 'paypal'] as const;
