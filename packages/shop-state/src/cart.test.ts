import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartTotals,
  decrementQuantity,
  incrementQuantity,
  makeCartLine,
  removeFromCart,
  setQuantity,
} from './cart.js';
import { messages } from './constants.js';
import { book, hoodie, tShirt } from './test-support/fixtures.js';
import type { Cart } from './types.js';

const line = (quantity: number, selectedColor: string | null = null) =>
  makeCartLine({
    id: hoodie.id,
    title: hoodie.title,
    priceCents: hoodie.priceCents,
    quantity,
    selectedColor,
    selectedSize: null,
    proImg: hoodie.proImg,
  });

describe('addToCart', () => {
  it('adds a new line with quantity 1 by default', () => {
    const { next, outcome } = addToCart([], hoodie);
    expect(outcome).toEqual({ kind: 'success', message: 'Item Added to Cart' });
    expect(next).toEqual([
      {
        id: hoodie.id,
        title: hoodie.title,
        priceCents: hoodie.priceCents,
        discountCents: 0,
        quantity: 1,
        selectedColor: null,
        selectedSize: null,
        sumCents: hoodie.priceCents,
        proImg: hoodie.proImg,
      },
    ]);
  });

  it('adds the requested quantity, colour and size', () => {
    const { next } = addToCart([], tShirt, 3, 'red', 'L');
    expect(next[0]).toMatchObject({ quantity: 3, selectedColor: 'red', selectedSize: 'L' });
    expect(next[0]?.sumCents).toBe(36000);
  });

  it('raises an existing line by the requested amount and updates colour and size', () => {
    const first = addToCart([], hoodie, 2, 'red', 'M').next;
    const { next, outcome } = addToCart(first, hoodie, 3, 'blue', 'XL');
    expect(outcome.message).toBe(messages.addedToCart);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ quantity: 5, selectedColor: 'blue', selectedSize: 'XL' });
  });

  it('keeps the chosen colour and size when a re-add gives none', () => {
    const first = addToCart([], hoodie, 1, 'red', 'M').next;
    const { next } = addToCart(first, hoodie);
    expect(next[0]).toMatchObject({ quantity: 2, selectedColor: 'red', selectedSize: 'M' });
  });

  it('appends new lines and keeps the order of existing ones', () => {
    const cart = addToCart(addToCart([], hoodie).next, tShirt).next;
    const { next } = addToCart(cart, hoodie);
    expect(next.map((entry) => entry.id)).toEqual([hoodie.id, tShirt.id]);
  });

  it('caps a line at 99 with a warning', () => {
    const cart = addToCart([], hoodie, 98).next;
    const { next, outcome } = addToCart(cart, hoodie, 5);
    expect(outcome).toEqual({ kind: 'warning', message: 'You can order at most 99 of this item' });
    expect(next[0]?.quantity).toBe(99);
    expect(addToCart([], book, 150).next[0]?.quantity).toBe(99);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses quantity %s and changes nothing',
    (quantity) => {
      const cart: Cart = [line(2)];
      const { next, outcome } = addToCart(cart, hoodie, quantity);
      expect(outcome).toEqual({ kind: 'error', message: 'Choose a quantity from 1 to 99' });
      expect(next).toBe(cart);
    },
  );

  it('does not mutate its input', () => {
    const cart: Cart = Object.freeze([Object.freeze(line(1))]);
    expect(() => addToCart(cart, hoodie)).not.toThrow();
    expect(cart[0]?.quantity).toBe(1);
  });
});

describe('removeFromCart', () => {
  it('removes the line by product id', () => {
    const cart = addToCart(addToCart([], hoodie).next, tShirt).next;
    const { next, outcome } = removeFromCart(cart, hoodie.id);
    expect(outcome).toEqual({ kind: 'success', message: 'Item Removed from Cart' });
    expect(next.map((entry) => entry.id)).toEqual([tShirt.id]);
  });

  it('reports a missing item and changes nothing', () => {
    const cart: Cart = [line(1)];
    const { next, outcome } = removeFromCart(cart, 999);
    expect(outcome).toEqual({ kind: 'info', message: 'Item is not in the Cart' });
    expect(next).toBe(cart);
  });
});

describe('incrementQuantity', () => {
  it('adds one and recomputes the line total', () => {
    const { next, outcome } = incrementQuantity([line(1)], hoodie.id);
    expect(outcome).toEqual({ kind: 'success', message: 'Cart Updated' });
    expect(next[0]).toMatchObject({ quantity: 2, sumCents: 2 * hoodie.priceCents });
  });

  it('stops at 99 with a warning', () => {
    const cart: Cart = [line(99)];
    const { next, outcome } = incrementQuantity(cart, hoodie.id);
    expect(outcome).toEqual({ kind: 'warning', message: messages.maxQuantityReached });
    expect(next).toBe(cart);
  });

  it('reports a missing item', () => {
    expect(incrementQuantity([], hoodie.id).outcome.message).toBe(messages.notInCart);
  });
});

describe('decrementQuantity', () => {
  it('takes one away', () => {
    const { next, outcome } = decrementQuantity([line(3)], hoodie.id);
    expect(outcome.message).toBe(messages.cartUpdated);
    expect(next[0]?.quantity).toBe(2);
  });

  it('never goes below 1: an info outcome and no change', () => {
    const cart: Cart = [line(1)];
    const { next, outcome } = decrementQuantity(cart, hoodie.id);
    expect(outcome).toEqual({ kind: 'info', message: 'Quantity cannot go below 1' });
    expect(next).toBe(cart);
  });

  it('reports a missing item', () => {
    expect(decrementQuantity([], hoodie.id).outcome.message).toBe(messages.notInCart);
  });
});

describe('setQuantity', () => {
  it('sets a typed quantity', () => {
    const { next, outcome } = setQuantity([line(1)], hoodie.id, 12);
    expect(outcome).toEqual({ kind: 'success', message: messages.cartUpdated });
    expect(next[0]).toMatchObject({ quantity: 12, sumCents: 12 * hoodie.priceCents });
  });

  it('cuts off fractions', () => {
    expect(setQuantity([line(1)], hoodie.id, 4.9).next[0]?.quantity).toBe(4);
  });

  it('clamps above 99 with a warning', () => {
    const { next, outcome } = setQuantity([line(1)], hoodie.id, 500);
    expect(outcome.kind).toBe('warning');
    expect(outcome.message).toBe(messages.maxQuantityReached);
    expect(next[0]?.quantity).toBe(99);
  });

  it('clamps below 1 (an emptied text box) with an info outcome', () => {
    const { next, outcome } = setQuantity([line(5)], hoodie.id, 0);
    expect(outcome).toEqual({ kind: 'info', message: messages.minQuantityReached });
    expect(next[0]?.quantity).toBe(1);
  });

  it('refuses a non-number and changes nothing', () => {
    const cart: Cart = [line(5)];
    const { next, outcome } = setQuantity(cart, hoodie.id, Number.NaN);
    expect(outcome).toEqual({ kind: 'error', message: messages.invalidQuantity });
    expect(next).toBe(cart);
  });

  it('reports a missing item', () => {
    expect(setQuantity([], hoodie.id, 2).outcome.message).toBe(messages.notInCart);
  });
});

describe('cartTotals', () => {
  it('is all zeros for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      lineCount: 0,
      itemCount: 0,
      subCents: 0,
      vatCents: 0,
      ecoTaxCents: 0,
      deliveryCents: 0,
      totalCents: 0,
    });
  });

  it('counts lines and items and sums line totals once, with no tax, fee or discount', () => {
    const cart = addToCart(addToCart([], hoodie, 2).next, book, 3).next;
    const subCents = 2 * hoodie.priceCents + 3 * book.priceCents;
    expect(cartTotals(cart)).toEqual({
      lineCount: 2,
      itemCount: 5,
      subCents,
      vatCents: 0,
      ecoTaxCents: 0,
      deliveryCents: 0,
      totalCents: subCents,
    });
  });
});
