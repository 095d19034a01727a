import type { ShopProduct } from '../types.js';

export function makeProduct(id: number, overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id,
    title: `Hoodie ${id}`,
    slug: `Hoodie-${id}`,
    priceCents: 6500 + id * 100,
    proImg: { src: `/img/${id}.jpg`, alt: `Hoodie ${id}` },
    brand: 'Firm',
    size: 'M',
    ...overrides,
  };
}

export const hoodie = makeProduct(1);
export const tShirt = makeProduct(2, { title: 'T-Shirt', priceCents: 12000 });
export const book = makeProduct(3, { title: 'Law Book', priceCents: 54800 });
export const catalogue = [hoodie, tShirt, book];
