import { describe, expect, it } from 'vitest';
import { messages } from './constants.js';
import {
  addToCompare,
  removeFromCompare,
  removeFromWishlist,
  toggleWishlist,
  toShopProduct,
} from './lists.js';
import { book, hoodie, tShirt } from './test-support/fixtures.js';
import type { ProductList } from './types.js';

describe('toShopProduct', () => {
  it('keeps only the fields the shop stores', () => {
    const withExtras = { ...hoodie, price: '65', delPrice: '80' };
    expect(toShopProduct(withExtras)).toEqual(hoodie);
    expect(Object.keys(toShopProduct(withExtras))).not.toContain('delPrice');
  });
});

describe('toggleWishlist', () => {
  it('adds an absent product', () => {
    const { next, outcome } = toggleWishlist([tShirt], hoodie);
    expect(outcome).toEqual({ kind: 'success', message: 'Item Added to Wishlist' });
    expect(next).toEqual([tShirt, hoodie]);
  });

  it('removes a present product with an error-kind outcome', () => {
    const { next, outcome } = toggleWishlist([tShirt, hoodie], hoodie);
    expect(outcome).toEqual({ kind: 'error', message: 'Item Removed from Wishlist' });
    expect(next).toEqual([tShirt]);
  });
});

describe('removeFromWishlist', () => {
  it('removes by id', () => {
    const { next, outcome } = removeFromWishlist([hoodie, book], hoodie.id);
    expect(outcome).toEqual({ kind: 'error', message: messages.removedFromWishlist });
    expect(next).toEqual([book]);
  });

  it('reports a missing item and changes nothing', () => {
    const list: ProductList = [book];
    const { next, outcome } = removeFromWishlist(list, hoodie.id);
    expect(outcome).toEqual({ kind: 'info', message: 'Item is not in the Wishlist' });
    expect(next).toBe(list);
  });
});

describe('addToCompare', () => {
  it('adds a new product', () => {
    const { next, outcome } = addToCompare([], hoodie);
    expect(outcome).toEqual({ kind: 'success', message: 'Added to Compare List' });
    expect(next).toEqual([hoodie]);
  });

  it('warns about a duplicate and changes nothing', () => {
    const list: ProductList = [hoodie];
    const { next, outcome } = addToCompare(list, hoodie);
    expect(outcome).toEqual({ kind: 'warning', message: 'Already added to Compare List' });
    expect(next).toBe(list);
  });
});

describe('removeFromCompare', () => {
  it('removes an existing product with a warning', () => {
    const { next, outcome } = removeFromCompare([hoodie, tShirt], hoodie.id);
    expect(outcome).toEqual({ kind: 'warning', message: 'Item Removed from Compare List' });
    expect(next).toEqual([tShirt]);
  });

  it("reports a missing product as success 'Target no Found' and changes nothing", () => {
    const list: ProductList = [tShirt];
    const { next, outcome } = removeFromCompare(list, hoodie.id);
    expect(outcome).toEqual({ kind: 'success', message: 'Target no Found' });
    expect(next).toBe(list);
  });
});
