import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, incrementQuantity, removeFromCart } from './cart.js';
import { MAX_LINE_QUANTITY } from './constants.js';
import { addToCompare, removeFromCompare, toggleWishlist } from './lists.js';
import { mergeShopStates } from './merge.js';
import { emptyShopState } from './shop.js';
import { makeProduct } from './test-support/fixtures.js';
import type { ShopState } from './types.js';

const products = [1, 2, 3, 4, 5, 6].map((id) => makeProduct(id));
const operationArb = fc.record({
  type: fc.constantFrom('add', 'remove', 'increment', 'wish', 'compare', 'uncompare'),
  product: fc.constantFrom(...products),
  quantity: fc.integer({ min: 1, max: 60 }),
});
type Operation = typeof operationArb extends fc.Arbitrary<infer T> ? T : never;

function apply(state: ShopState, { type, product, quantity }: Operation): ShopState {
  switch (type) {
    case 'add':
      return { ...state, cart: addToCart(state.cart, product, quantity).next };
    case 'remove':
      return { ...state, cart: removeFromCart(state.cart, product.id).next };
    case 'increment':
      return { ...state, cart: incrementQuantity(state.cart, product.id).next };
    case 'wish':
      return { ...state, wishlist: toggleWishlist(state.wishlist, product).next };
    case 'compare':
      return { ...state, compare: addToCompare(state.compare, product).next };
    default:
      return { ...state, compare: removeFromCompare(state.compare, product.id).next };
  }
}

const operationsArb = fc.array(operationArb, { maxLength: 15 });
const stateArb = operationsArb.map((operations) => operations.reduce(apply, emptyShopState));
const ids = (list: readonly { id: number }[]) => list.map((entry) => entry.id);

/** A base and two states each tab reached from it on its own. */
const forkArb = fc
  .tuple(stateArb, operationsArb, operationsArb)
  .map(([base, localOperations, incomingOperations]) => ({
    base,
    local: localOperations.reduce(apply, base),
    incoming: incomingOperations.reduce(apply, base),
  }));

describe('mergeShopStates properties', () => {
  it('returns one side unchanged when the other did nothing', () => {
    fc.assert(
      fc.property(forkArb, ({ base, local, incoming }) => {
        expect(mergeShopStates(base, local, base)).toEqual(local);
        expect(mergeShopStates(base, base, incoming)).toEqual(incoming);
      }),
    );
  });

  it("keeps every entry either tab added and removes none the other didn't remove", () => {
    fc.assert(
      fc.property(forkArb, ({ base, local, incoming }) => {
        const merged = mergeShopStates(base, local, incoming);
        for (const part of ['cart', 'wishlist', 'compare'] as const) {
          const baseIds = new Set(ids(base[part]));
          const mergedIds = new Set(ids(merged[part]));
          const localIds = new Set(ids(local[part]));
          const incomingIds = new Set(ids(incoming[part]));
          for (const id of [...localIds, ...incomingIds]) {
            const removedByOther = baseIds.has(id) && !(localIds.has(id) && incomingIds.has(id));
            expect(mergedIds.has(id)).toBe(!removedByOther);
          }
          expect(mergedIds.size).toBe(merged[part].length);
        }
      }),
    );
  });

  it('keeps quantities within 1..99 and line totals right', () => {
    fc.assert(
      fc.property(forkArb, ({ base, local, incoming }) => {
        for (const line of mergeShopStates(base, local, incoming).cart) {
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
          expect(line.sumCents).toBe(line.quantity * line.priceCents);
        }
      }),
    );
  });
});
