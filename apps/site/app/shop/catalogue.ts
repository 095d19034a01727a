import { limits, type Product, products } from '@firm/data';

/** The products the shop grid shows: the first twelve (spec §9). */
export const shopProducts: readonly Product[] = products.slice(0, limits.shopProducts);

const productsById = new Map(products.map((product) => [product.id, product]));

/**
 * The full catalogue entry of a product id. Cart, wishlist and compare entries keep only what
 * the rules need; brand, size and the old price are read back from here.
 */
export function findProduct(id: number): Product | undefined {
  return productsById.get(id);
}
