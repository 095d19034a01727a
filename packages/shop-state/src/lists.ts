import { messages } from './constants.js';
import type { ProductList, RuleResult, ShopProduct } from './types.js';

/** Keeps only the fields the shop stores, so stored and restored products look the same. */
export function toShopProduct(product: ShopProduct): ShopProduct {
  return {
    id: product.id,
    title: product.title,
    slug: product.slug,
    priceCents: product.priceCents,
    proImg: { src: product.proImg.src, alt: product.proImg.alt },
    brand: product.brand,
    size: product.size,
  };
}

function contains(list: ProductList, productId: number): boolean {
  return list.some((product) => product.id === productId);
}

function without(list: ProductList, productId: number): ProductList {
  return list.filter((product) => product.id !== productId);
}

/** Present -> removed ('error' kind, as in SPEC §8); absent -> appended. */
export function toggleWishlist(list: ProductList, product: ShopProduct): RuleResult<ProductList> {
  if (contains(list, product.id)) {
    return {
      next: without(list, product.id),
      outcome: { kind: 'error', message: messages.removedFromWishlist },
    };
  }
  return {
    next: [...list, toShopProduct(product)],
    outcome: { kind: 'success', message: messages.addedToWishlist },
  };
}

export function removeFromWishlist(list: ProductList, productId: number): RuleResult<ProductList> {
  if (!contains(list, productId)) {
    return { next: list, outcome: { kind: 'info', message: messages.notInWishlist } };
  }
  return {
    next: without(list, productId),
    outcome: { kind: 'error', message: messages.removedFromWishlist },
  };
}

export function addToCompare(list: ProductList, product: ShopProduct): RuleResult<ProductList> {
  if (contains(list, product.id)) {
    return { next: list, outcome: { kind: 'warning', message: messages.alreadyInCompare } };
  }
  return {
    next: [...list, toShopProduct(product)],
    outcome: { kind: 'success', message: messages.addedToCompare },
  };
}

/** A missing item is reported as a 'success' and changes nothing (SPEC §4). */
export function removeFromCompare(list: ProductList, productId: number): RuleResult<ProductList> {
  if (!contains(list, productId)) {
    return { next: list, outcome: { kind: 'success', message: messages.compareTargetNotFound } };
  }
  return {
    next: without(list, productId),
    outcome: { kind: 'warning', message: messages.removedFromCompare },
  };
}
