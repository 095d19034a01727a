import { describe, expect, it } from 'vitest';
import { addToCart, cartTotals } from './cart.js';
import { messages } from './constants.js';
import { emptyShopState, placeOrder, reconcileWithCatalogue, sameShopState } from './shop.js';
import { book, hoodie, tShirt } from './test-support/fixtures.js';
import type { ShopState } from './types.js';

const withCart: ShopState = {
  ...emptyShopState,
  cart: addToCart(addToCart([], hoodie, 2).next, book).next,
  wishlist: [tShirt],
};
const placedAt = new Date('2025-03-01T10:00:00.000Z');

describe('placeOrder', () => {
  it('snapshots the cart as the last order and empties the cart', () => {
    const { next, outcome, order } = placeOrder(withCart, placedAt);
    expect(outcome).toEqual({ kind: 'success', message: 'Order Recived sucessfully!' });
    expect(order).toEqual({
      lines: withCart.cart,
      totals: cartTotals(withCart.cart),
      placedAt: '2025-03-01T10:00:00.000Z',
    });
    expect(next).toEqual({ ...withCart, cart: [], lastOrder: order });
  });

  it('places an order only once: an empty cart is an error and keeps the last order', () => {
    const placed = placeOrder(withCart, placedAt).next;
    const again = placeOrder(placed, new Date('2025-03-02T10:00:00.000Z'));
    expect(again.outcome).toEqual({ kind: 'error', message: messages.emptyCartOrder });
    expect(again.order).toBeNull();
    expect(again.next).toBe(placed);
  });

  it('stamps the current time by default', () => {
    const { order } = placeOrder(withCart);
    expect(Number.isNaN(Date.parse(order?.placedAt ?? ''))).toBe(false);
  });
});

describe('reconcileWithCatalogue', () => {
  it('changes nothing before products are received', () => {
    expect(reconcileWithCatalogue(withCart, null)).toBe(withCart);
  });

  it('keeps the state as is when every product is known', () => {
    expect(reconcileWithCatalogue(withCart, [hoodie, book, tShirt])).toBe(withCart);
  });

  it('drops cart, wishlist and compare entries of unknown products but keeps the last order', () => {
    const state = { ...placeOrder(withCart, placedAt).next, cart: withCart.cart, compare: [book] };
    const next = reconcileWithCatalogue(state, [hoodie]);
    expect(next.cart.map((line) => line.id)).toEqual([hoodie.id]);
    expect(next.wishlist).toEqual([]);
    expect(next.compare).toEqual([]);
    expect(next.lastOrder).toBe(state.lastOrder);
  });
});

describe('sameShopState', () => {
  it('compares by content', () => {
    expect(sameShopState(withCart, structuredClone(withCart))).toBe(true);
    expect(sameShopState(withCart, emptyShopState)).toBe(false);
  });
});
