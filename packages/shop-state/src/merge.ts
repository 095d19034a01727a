import { clampQuantity, makeCartLine } from './cart.js';
import { SHOP_STATE_VERSION } from './constants.js';
import { sameShopState } from './shop.js';
import type { CartLine, Order, ShopState } from './types.js';

/**
 * Merges entries by id. `base` is what both sides last agreed on: an entry missing from one
 * side but present in `base` was removed there and stays removed; an entry missing from
 * `base` was added by whichever side has it and is kept.
 */
function mergeById<T extends { id: number }>(
  base: readonly T[],
  local: readonly T[],
  incoming: readonly T[],
  mergeEntry: (base: T | undefined, local: T, incoming: T) => T,
): T[] {
  const baseById = new Map(base.map((entry) => [entry.id, entry]));
  const localById = new Map(local.map((entry) => [entry.id, entry]));
  const incomingIds = new Set(incoming.map((entry) => entry.id));
  const merged: T[] = [];
  for (const entry of incoming) {
    const localEntry = localById.get(entry.id);
    if (localEntry) merged.push(mergeEntry(baseById.get(entry.id), localEntry, entry));
    else if (!baseById.has(entry.id)) merged.push(entry);
  }
  for (const entry of local) {
    if (!incomingIds.has(entry.id) && !baseById.has(entry.id)) merged.push(entry);
  }
  return merged;
}

/** Both sides' quantity changes add up, so two tabs adding the same product both count. */
function mergeCartLine(base: CartLine | undefined, local: CartLine, incoming: CartLine): CartLine {
  const changedHere = (field: 'selectedColor' | 'selectedSize') =>
    base === undefined || local[field] !== base[field];
  return makeCartLine({
    ...incoming,
    quantity: clampQuantity(incoming.quantity + local.quantity - (base?.quantity ?? 0)),
    selectedColor: changedHere('selectedColor') ? local.selectedColor : incoming.selectedColor,
    selectedSize: changedHere('selectedSize') ? local.selectedSize : incoming.selectedSize,
  });
}

function keepIncoming<T>(_base: T | undefined, _local: T, incoming: T): T {
  return incoming;
}

function mergeLastOrder(
  base: Order | null,
  local: Order | null,
  incoming: Order | null,
): Order | null {
  if (local?.placedAt === base?.placedAt) return incoming;
  if (incoming?.placedAt === base?.placedAt) return local;
  // Both tabs placed an order: the later one is the last order.
  return (local?.placedAt ?? '') > (incoming?.placedAt ?? '') ? local : incoming;
}

/**
 * Three-way merge of this tab's state (`local`) with the stored one (`incoming`), given the
 * stored state this tab last saw (`base`). If only one side changed, that side wins as is.
 */
export function mergeShopStates(base: ShopState, local: ShopState, incoming: ShopState): ShopState {
  if (sameShopState(incoming, base)) return local;
  if (sameShopState(local, base)) return incoming;
  return {
    version: SHOP_STATE_VERSION,
    cart: mergeById(base.cart, local.cart, incoming.cart, mergeCartLine),
    wishlist: mergeById(base.wishlist, local.wishlist, incoming.wishlist, keepIncoming),
    compare: mergeById(base.compare, local.compare, incoming.compare, keepIncoming),
    lastOrder: mergeLastOrder(base.lastOrder, local.lastOrder, incoming.lastOrder),
  };
}
