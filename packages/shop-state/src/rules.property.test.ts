import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartTotals,
  decrementQuantity,
  incrementQuantity,
  removeFromCart,
  setQuantity,
} from './cart.js';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './constants.js';
import { addToCompare, removeFromCompare, removeFromWishlist, toggleWishlist } from './lists.js';
import { makeProduct } from './test-support/fixtures.js';
import type { Cart, ProductList } from './types.js';

const products = [1, 2, 3, 4, 5].map((id) => makeProduct(id, { priceCents: id * 1999 }));
const productArb = fc.constantFrom(...products);
const idArb = fc.integer({ min: 1, max: 6 });
// Includes the invalid and out-of-range values the site might pass.
const quantityArb = fc.oneof(
  fc.integer({ min: -200, max: 300 }),
  fc.double({ min: -10, max: 200 }),
  fc.constant(Number.NaN),
);

const cartOperationArb = fc.oneof(
  fc.record({
    type: fc.constant('add' as const),
    product: productArb,
    quantity: quantityArb,
    color: fc.option(fc.constantFrom('red', 'blue'), { nil: undefined }),
  }),
  fc.record({ type: fc.constant('remove' as const), id: idArb }),
  fc.record({ type: fc.constant('increment' as const), id: idArb }),
  fc.record({ type: fc.constant('decrement' as const), id: idArb }),
  fc.record({ type: fc.constant('set' as const), id: idArb, quantity: quantityArb }),
);
type CartOperation = typeof cartOperationArb extends fc.Arbitrary<infer T> ? T : never;

function apply(cart: Cart, operation: CartOperation): Cart {
  switch (operation.type) {
    case 'add':
      return addToCart(cart, operation.product, operation.quantity, operation.color).next;
    case 'remove':
      return removeFromCart(cart, operation.id).next;
    case 'increment':
      return incrementQuantity(cart, operation.id).next;
    case 'decrement':
      return decrementQuantity(cart, operation.id).next;
    case 'set':
      return setQuantity(cart, operation.id, operation.quantity).next;
  }
}

const cartArb = fc
  .array(cartOperationArb, { maxLength: 40 })
  .map((operations) => operations.reduce(apply, [] as Cart));

const ids = (list: readonly { id: number }[]) => list.map((entry) => entry.id);

describe('cart invariants', () => {
  it('keeps every quantity a whole number within 1..99', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        for (const line of cart) {
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(MIN_LINE_QUANTITY);
          expect(line.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
        }
      }),
    );
  });

  it('makes totals equal the sum of the lines', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const totals = cartTotals(cart);
        let sum = 0;
        for (const line of cart) {
          expect(line.sumCents).toBe(line.quantity * line.priceCents);
          sum += line.sumCents;
        }
        expect(totals.subCents).toBe(sum);
        expect(totals.totalCents).toBe(sum);
        expect(totals.lineCount).toBe(cart.length);
        expect(totals.itemCount).toBe(cart.reduce((count, line) => count + line.quantity, 0));
      }),
    );
  });

  it('never holds two lines for one product', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(new Set(ids(cart)).size).toBe(cart.length);
      }),
    );
  });

  it('restores the cart when a product is added then removed', () => {
    fc.assert(
      fc.property(
        cartArb,
        productArb,
        fc.integer({ min: 1, max: 150 }),
        (cart, product, quantity) => {
          const before = removeFromCart(cart, product.id).next;
          const added = addToCart(before, product, quantity).next;
          expect(removeFromCart(added, product.id).next).toEqual(before);
        },
      ),
    );
  });
});

describe('wishlist and compare invariants', () => {
  const listOperationArb = fc.record({
    type: fc.constantFrom('toggle', 'remove', 'compare', 'uncompare'),
    product: productArb,
  });
  type ListOperation = typeof listOperationArb extends fc.Arbitrary<infer T> ? T : never;
  const lists = (operations: ListOperation[]) => {
    let wishlist: ProductList = [];
    let compare: ProductList = [];
    for (const { type, product } of operations) {
      if (type === 'toggle') wishlist = toggleWishlist(wishlist, product).next;
      if (type === 'remove') wishlist = removeFromWishlist(wishlist, product.id).next;
      if (type === 'compare') compare = addToCompare(compare, product).next;
      if (type === 'uncompare') compare = removeFromCompare(compare, product.id).next;
    }
    return { wishlist, compare };
  };

  it('never holds a product twice', () => {
    fc.assert(
      fc.property(fc.array(listOperationArb, { maxLength: 40 }), (operations) => {
        const { wishlist, compare } = lists(operations);
        expect(new Set(ids(wishlist)).size).toBe(wishlist.length);
        expect(new Set(ids(compare)).size).toBe(compare.length);
      }),
    );
  });

  it('restores a list when a product is added then removed', () => {
    fc.assert(
      fc.property(
        fc.array(listOperationArb, { maxLength: 40 }),
        productArb,
        (operations, product) => {
          const { wishlist, compare } = lists(operations);
          const wishlistBefore = removeFromWishlist(wishlist, product.id).next;
          const toggledTwice = toggleWishlist(
            toggleWishlist(wishlistBefore, product).next,
            product,
          ).next;
          expect(toggledTwice).toEqual(wishlistBefore);
          const compareBefore = removeFromCompare(compare, product.id).next;
          const added = addToCompare(compareBefore, product).next;
          expect(removeFromCompare(added, product.id).next).toEqual(compareBefore);
        },
      ),
    );
  });
});
