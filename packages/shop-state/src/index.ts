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
} from './atoms.js';
export {
  addToCart,
  cartTotals,
  decrementQuantity,
  incrementQuantity,
  removeFromCart,
  setQuantity,
} from './cart.js';
export {
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  messages,
  RESTORE_TIMEOUT_MS,
  ROOT_STORAGE_KEY,
  SHOP_STATE_VERSION,
} from './constants.js';
export { addToCompare, removeFromCompare, removeFromWishlist, toggleWishlist } from './lists.js';
export {
  type PersistenceOptions,
  type StorageEventSource,
  startPersistence,
} from './persistence.js';
export { emptyShopState, type PlaceOrderResult, placeOrder } from './shop.js';
export type { StorageLike } from './storage.js';
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
} from './types.js';
