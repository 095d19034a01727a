/** Thin jotai layer: state lives in one atom, every action runs a pure rule and returns its outcome. */
import { atom } from 'jotai/vanilla';
import {
  addToCart,
  cartTotals,
  decrementQuantity,
  incrementQuantity,
  removeFromCart,
  setQuantity,
} from './cart.js';
import { messages } from './constants.js';
import {
  addToCompare,
  removeFromCompare,
  removeFromWishlist,
  toggleWishlist,
  toShopProduct,
} from './lists.js';
import { emptyShopState, placeOrder, reconcileWithCatalogue } from './shop.js';
import type {
  Cart,
  Order,
  Outcome,
  ProductList,
  RuleResult,
  ShopProduct,
  ShopState,
} from './types.js';

/** The whole persisted state. */
export const shopStateAtom = atom<ShopState>(emptyShopState);

export const cartAtom = atom((get) => get(shopStateAtom).cart);
export const wishlistAtom = atom((get) => get(shopStateAtom).wishlist);
export const compareAtom = atom((get) => get(shopStateAtom).compare);
export const lastOrderAtom = atom((get) => get(shopStateAtom).lastOrder);
export const cartTotalsAtom = atom((get) => cartTotals(get(cartAtom)));
/** For the cart badge: the number of cart lines. */
export const cartLineCountAtom = atom((get) => get(cartAtom).length);

/** Received products; null until the first receive, so nothing counts as unknown before then. */
export const catalogueAtom = atom<ProductList | null>(null);

export type RestoreStatus = 'pending' | 'restored' | 'timed-out';
/** 'restored' once restoring finished (even with nothing to restore); set by startPersistence. */
export const restoreStatusAtom = atom<RestoreStatus>('pending');

type Part = 'cart' | 'wishlist' | 'compare';

/** An action atom that applies a rule to one part of the state and returns its outcome. */
function partAction<TPart extends Part, TArg>(
  part: TPart,
  rule: (value: ShopState[TPart], arg: TArg) => RuleResult<ShopState[TPart]>,
) {
  return atom(null, (get, set, arg: TArg): Outcome => {
    const state = get(shopStateAtom);
    const { next, outcome } = rule(state[part], arg);
    if (next !== state[part]) set(shopStateAtom, { ...state, [part]: next });
    return outcome;
  });
}

export type AddToCartArgs = {
  product: ShopProduct;
  /** @default 1 */
  quantity?: number;
  color?: string;
  size?: string;
};

export const addToCartAtom = partAction(
  'cart',
  (cart: Cart, { product, quantity, color, size }: AddToCartArgs) =>
    addToCart(cart, product, quantity, color, size),
);
export const removeFromCartAtom = partAction('cart', removeFromCart);
export const incrementQuantityAtom = partAction('cart', incrementQuantity);
export const decrementQuantityAtom = partAction('cart', decrementQuantity);
export const setQuantityAtom = partAction(
  'cart',
  (cart: Cart, { productId, quantity }: { productId: number; quantity: number }) =>
    setQuantity(cart, productId, quantity),
);
export const toggleWishlistAtom = partAction('wishlist', toggleWishlist);
export const removeFromWishlistAtom = partAction('wishlist', removeFromWishlist);
export const addToCompareAtom = partAction('compare', addToCompare);
export const removeFromCompareAtom = partAction('compare', removeFromCompare);

/** Stores the catalogue and drops saved entries whose product it does not list. */
export const receiveProductsAtom = atom(
  null,
  (get, set, products: readonly ShopProduct[]): Outcome => {
    const catalogue = products.map(toShopProduct);
    set(catalogueAtom, catalogue);
    const state = get(shopStateAtom);
    const next = reconcileWithCatalogue(state, catalogue);
    if (next !== state) set(shopStateAtom, next);
    return { kind: 'info', message: messages.productsReceived };
  },
);

export type PlaceOrderOutcome = Outcome & { order: Order | null };

export const placeOrderAtom = atom(null, (get, set): PlaceOrderOutcome => {
  const state = get(shopStateAtom);
  const { next, outcome, order } = placeOrder(state);
  if (next !== state) set(shopStateAtom, next);
  return { ...outcome, order };
});
