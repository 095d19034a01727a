import { describe, expect, it } from 'vitest';
import { addToCart, incrementQuantity, removeFromCart } from './cart.js';
import { addToCompare, toggleWishlist } from './lists.js';
import { mergeShopStates } from './merge.js';
import { emptyShopState, placeOrder } from './shop.js';
import { book, hoodie, tShirt } from './test-support/fixtures.js';
import type { ShopState } from './types.js';

const base: ShopState = {
  ...emptyShopState,
  cart: addToCart([], hoodie, 2, 'red').next,
  wishlist: [hoodie],
};
const cartIds = (state: ShopState) => state.cart.map((line) => line.id);

describe('mergeShopStates', () => {
  it('takes the local state when storage still holds the base', () => {
    const local = { ...base, cart: addToCart(base.cart, book).next };
    expect(mergeShopStates(base, local, structuredClone(base))).toBe(local);
  });

  it('takes the stored state when this tab changed nothing', () => {
    const incoming = { ...base, cart: [] };
    expect(mergeShopStates(base, structuredClone(base), incoming)).toBe(incoming);
  });

  it("keeps both tabs' additions", () => {
    const local = {
      ...base,
      cart: addToCart(base.cart, book).next,
      compare: addToCompare([], book).next,
    };
    const incoming = {
      ...base,
      cart: addToCart(base.cart, tShirt).next,
      wishlist: toggleWishlist(base.wishlist, tShirt).next,
    };
    const merged = mergeShopStates(base, local, incoming);
    expect(cartIds(merged)).toEqual([hoodie.id, tShirt.id, book.id]);
    expect(merged.wishlist).toEqual([hoodie, tShirt]);
    expect(merged.compare).toEqual([book]);
  });

  it('adds up both tabs quantity changes to one line', () => {
    const local = { ...base, cart: incrementQuantity(base.cart, hoodie.id).next };
    const incoming = { ...base, cart: addToCart(base.cart, hoodie, 3).next };
    expect(mergeShopStates(base, local, incoming).cart[0]).toMatchObject({
      quantity: 6,
      sumCents: 6 * hoodie.priceCents,
    });
  });

  it('adds up a product both tabs added and keeps the result within 1..99', () => {
    const local = { ...base, cart: addToCart(base.cart, book, 60).next };
    const incoming = { ...base, cart: addToCart(base.cart, book, 70).next };
    expect(mergeShopStates(base, local, incoming).cart[1]?.quantity).toBe(99);
  });

  it('keeps a removal made in either tab', () => {
    const local = { ...base, cart: removeFromCart(base.cart, hoodie.id).next };
    const incoming = { ...base, cart: addToCart(base.cart, tShirt).next };
    expect(cartIds(mergeShopStates(base, local, incoming))).toEqual([tShirt.id]);
    expect(cartIds(mergeShopStates(base, incoming, local))).toEqual([tShirt.id]);
  });

  it("takes this tab's colour choice when only this tab changed it", () => {
    const local = { ...base, cart: addToCart(base.cart, hoodie, 1, 'blue').next };
    const incoming = { ...base, cart: addToCart(base.cart, tShirt).next };
    expect(mergeShopStates(base, local, incoming).cart[0]?.selectedColor).toBe('blue');
    expect(mergeShopStates(base, incoming, local).cart[0]?.selectedColor).toBe('blue');
  });

  it('clears the ordered lines but keeps what the other tab added meanwhile', () => {
    const local = placeOrder(base, new Date('2025-03-01T10:00:00.000Z')).next;
    const incoming = { ...base, cart: addToCart(base.cart, tShirt).next };
    const merged = mergeShopStates(base, local, incoming);
    expect(cartIds(merged)).toEqual([tShirt.id]);
    expect(merged.lastOrder).toEqual(local.lastOrder);
  });

  it('keeps the later order when both tabs placed one', () => {
    const withBook = { ...base, cart: addToCart(base.cart, book).next };
    const earlier = placeOrder(base, new Date('2025-03-01T10:00:00.000Z')).next;
    const later = placeOrder(withBook, new Date('2025-03-01T10:05:00.000Z')).next;
    expect(mergeShopStates(base, earlier, later).lastOrder).toEqual(later.lastOrder);
    expect(mergeShopStates(base, later, earlier).lastOrder).toEqual(later.lastOrder);
  });
});
