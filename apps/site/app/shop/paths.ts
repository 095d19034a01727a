/** Addresses of the shop's pages, in one place so links and tests agree. */
export const shopPath = '/shop';
export const cartPath = '/cart';
export const checkoutPath = '/checkout';
export const orderReceivedPath = '/order_received';
export const wishlistPath = '/wishlist';
export const comparePath = '/compare';

/** The detail page of a product. */
export function productPath(slug: string): string {
  return `/product-single/${slug}`;
}
