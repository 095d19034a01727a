export {
  type AddToCartArgs,
  addToCartAtom,
  addToCompareAtom,
  cartAtom,
  cartLineCountAtom,
  cartTotalsAtom,
  compareAtom,
  decrementQuantityAtom,
  incrementQuantityAtom,
  lastOrderAtom,
  type PlaceOrderOutcome,
  placeOrderAtom,
  type RestoreStatus,
  receiveProductsAtom,
  removeFromCartAtom,
  removeFromCompareAtom,
  removeFromWishlistAtom,
  restoreStatusAtom,
  setQuantityAtom,
  shopStateAtom,
  toggleWishlistAtom,
  wishlistAtom,
} from './atoms';
export {
  addToCart,
  cartTotals,
  decrementQuantity,
  incrementQuantity,
  removeFromCart,
  setQuantity,
} from './cart';
export {
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  messages,
  RESTORE_TIMEOUT_MS,
  ROOT_STORAGE_KEY,
  SHOP_STATE_VERSION,
} from './constants';
export { addToCompare, removeFromCompare, removeFromWishlist, toggleWishlist } from './lists';
export { type PersistenceOptions, type StorageEventSource, startPersistence } from './persistence';
export { emptyShopState, type PlaceOrderResult, placeOrder } from './shop';
export type { StorageLike } from './storage';
export type {
  Cart,
  CartLine,
  CartTotals,
  Order,
  Outcome,
  OutcomeKind,
  ProductImage,
  ProductList,
  RuleResult,
  ShopProduct,
  ShopState,
} from './types';
