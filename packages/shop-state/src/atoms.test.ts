import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToCartAtom,
  addToCompareAtom,
  cartAtom,
  cartLineCountAtom,
  cartTotalsAtom,
  catalogueAtom,
  compareAtom,
  decrementQuantityAtom,
  incrementQuantityAtom,
  lastOrderAtom,
  placeOrderAtom,
  receiveProductsAtom,
  removeFromCartAtom,
  removeFromCompareAtom,
  removeFromWishlistAtom,
  restoreStatusAtom,
  setQuantityAtom,
  shopStateAtom,
  toggleWishlistAtom,
  wishlistAtom,
} from './atoms.js';
import { messages } from './constants.js';
import { emptyShopState } from './shop.js';
import { book, catalogue, hoodie, tShirt } from './test-support/fixtures.js';

let store: ReturnType<typeof createStore>;
beforeEach(() => {
  store = createStore();
});

describe('state atoms', () => {
  it('start empty, with no catalogue and restoring pending', () => {
    expect(store.get(shopStateAtom)).toEqual(emptyShopState);
    expect(store.get(cartAtom)).toEqual([]);
    expect(store.get(wishlistAtom)).toEqual([]);
    expect(store.get(compareAtom)).toEqual([]);
    expect(store.get(lastOrderAtom)).toBeNull();
    expect(store.get(catalogueAtom)).toBeNull();
    expect(store.get(restoreStatusAtom)).toBe('pending');
    expect(store.get(cartLineCountAtom)).toBe(0);
  });
});

describe('cart action atoms', () => {
  it('add, change and remove lines, returning each outcome', () => {
    expect(
      store.set(addToCartAtom, { product: hoodie, quantity: 2, color: 'red', size: 'L' }),
    ).toEqual({ kind: 'success', message: messages.addedToCart });
    store.set(addToCartAtom, { product: book });
    expect(store.get(cartAtom)[0]).toMatchObject({
      quantity: 2,
      selectedColor: 'red',
      selectedSize: 'L',
    });

    expect(store.set(incrementQuantityAtom, hoodie.id).message).toBe(messages.cartUpdated);
    expect(store.set(decrementQuantityAtom, book.id).message).toBe(messages.minQuantityReached);
    expect(store.set(setQuantityAtom, { productId: book.id, quantity: 120 }).message).toBe(
      messages.maxQuantityReached,
    );
    expect(store.get(cartAtom).map((line) => line.quantity)).toEqual([3, 99]);

    expect(store.set(removeFromCartAtom, hoodie.id)).toEqual({
      kind: 'success',
      message: messages.removedFromCart,
    });
    expect(store.get(cartLineCountAtom)).toBe(1);
  });

  it('keep the totals atom in step with the cart', () => {
    store.set(addToCartAtom, { product: hoodie, quantity: 2 });
    store.set(addToCartAtom, { product: tShirt });
    const subCents = 2 * hoodie.priceCents + tShirt.priceCents;
    expect(store.get(cartTotalsAtom)).toMatchObject({
      lineCount: 2,
      itemCount: 3,
      subCents,
      totalCents: subCents,
    });
  });

  it('leave the state untouched when nothing changes', () => {
    const before = store.get(shopStateAtom);
    expect(store.set(removeFromCartAtom, hoodie.id).message).toBe(messages.notInCart);
    expect(store.get(shopStateAtom)).toBe(before);
  });
});

describe('wishlist and compare action atoms', () => {
  it('toggle and remove wishlist entries', () => {
    expect(store.set(toggleWishlistAtom, hoodie).message).toBe(messages.addedToWishlist);
    store.set(toggleWishlistAtom, book);
    expect(store.set(toggleWishlistAtom, hoodie)).toEqual({
      kind: 'error',
      message: messages.removedFromWishlist,
    });
    expect(store.set(removeFromWishlistAtom, book.id).kind).toBe('error');
    expect(store.get(wishlistAtom)).toEqual([]);
  });

  it('add and remove compare entries', () => {
    expect(store.set(addToCompareAtom, hoodie).message).toBe(messages.addedToCompare);
    expect(store.set(addToCompareAtom, hoodie).message).toBe(messages.alreadyInCompare);
    expect(store.set(removeFromCompareAtom, hoodie.id).message).toBe(messages.removedFromCompare);
    expect(store.set(removeFromCompareAtom, hoodie.id)).toEqual({
      kind: 'success',
      message: 'Target no Found',
    });
    expect(store.get(compareAtom)).toEqual([]);
  });
});

describe('receiveProductsAtom', () => {
  it('stores the products and drops entries of products it does not list', () => {
    store.set(addToCartAtom, { product: hoodie });
    store.set(toggleWishlistAtom, book);
    store.set(addToCompareAtom, book);
    // A @firm/data product carries more fields than the shop keeps.
    const hoodieFromData = { ...hoodie, delPrice: '80' };
    const outcome = store.set(receiveProductsAtom, [hoodieFromData, tShirt]);
    expect(outcome).toEqual({ kind: 'info', message: messages.productsReceived });
    expect(store.get(catalogueAtom)).toEqual([hoodie, tShirt]);
    expect(store.get(cartAtom).map((line) => line.id)).toEqual([hoodie.id]);
    expect(store.get(wishlistAtom)).toEqual([]);
    expect(store.get(compareAtom)).toEqual([]);
  });

  it('keeps the state as is when every product is known', () => {
    store.set(addToCartAtom, { product: hoodie });
    const before = store.get(shopStateAtom);
    store.set(receiveProductsAtom, catalogue);
    expect(store.get(shopStateAtom)).toBe(before);
  });
});

describe('placeOrderAtom', () => {
  it('returns the outcome with the order, keeps it as the last order and empties the cart', () => {
    store.set(addToCartAtom, { product: hoodie, quantity: 2 });
    const totals = store.get(cartTotalsAtom);
    const result = store.set(placeOrderAtom);
    expect(result).toMatchObject({ kind: 'success', message: 'Order Recived sucessfully!' });
    expect(result.order?.totals).toEqual(totals);
    expect(store.get(lastOrderAtom)).toEqual(result.order);
    expect(store.get(cartAtom)).toEqual([]);
  });

  it('places an order only once', () => {
    store.set(addToCartAtom, { product: hoodie });
    const first = store.set(placeOrderAtom);
    const second = store.set(placeOrderAtom);
    expect(second).toEqual({ kind: 'error', message: messages.emptyCartOrder, order: null });
    expect(store.get(lastOrderAtom)).toEqual(first.order);
  });
});
