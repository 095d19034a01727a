import { cartTotals } from './cart.js';
import { messages, SHOP_STATE_VERSION } from './constants.js';
import type { Cart, Order, Outcome, ProductList, ShopState } from './types.js';

export const emptyShopState: ShopState = {
  version: SHOP_STATE_VERSION,
  cart: [],
  wishlist: [],
  compare: [],
  lastOrder: null,
};

/** States are built field by field in one order, so their JSON compares reliably. */
export function sameShopState(a: ShopState, b: ShopState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function createOrder(lines: Cart, placedAt: string): Order {
  return { lines, totals: cartTotals(lines), placedAt };
}

export type PlaceOrderResult = { next: ShopState; outcome: Outcome; order: Order | null };

/**
 * Snapshots the cart as `lastOrder` and empties the cart. With an empty cart nothing changes,
 * so an order is placed exactly once however often the button is pressed.
 */
export function placeOrder(state: ShopState, placedAt = new Date()): PlaceOrderResult {
  if (state.cart.length === 0) {
    return {
      next: state,
      outcome: { kind: 'error', message: messages.emptyCartOrder },
      order: null,
    };
  }
  const order = createOrder(state.cart, placedAt.toISOString());
  return {
    next: { ...state, cart: [], lastOrder: order },
    outcome: { kind: 'success', message: messages.orderPlaced },
    order,
  };
}

/**
 * Drops cart lines, wishlist and compare entries whose product is not in the catalogue.
 * `null` means no products were received yet, so nothing can be called unknown. The last
 * order is history and is kept as placed.
 */
export function reconcileWithCatalogue(state: ShopState, catalogue: ProductList | null): ShopState {
  if (catalogue === null) return state;
  const knownIds = new Set(catalogue.map((product) => product.id));
  const isKnown = (entry: { id: number }) => knownIds.has(entry.id);
  if (state.cart.every(isKnown) && state.wishlist.every(isKnown) && state.compare.every(isKnown)) {
    return state;
  }
  return {
    ...state,
    cart: state.cart.filter(isKnown),
    wishlist: state.wishlist.filter(isKnown),
    compare: state.compare.filter(isKnown),
  };
}
