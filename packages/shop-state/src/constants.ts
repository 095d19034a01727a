/** The one localStorage key under which the whole shop state is saved. */
export const ROOT_STORAGE_KEY = 'firm-shop';

/** Version written with the stored state; bump it (and add a migration) when the shape changes. */
export const SHOP_STATE_VERSION = 1;

/** How long restoring may take before the shop gives up and stays in memory (SPEC §9). */
export const RESTORE_TIMEOUT_MS = 5000;

/** Smallest quantity of a cart line (SPEC §9). */
export const MIN_LINE_QUANTITY = 1;

/**
 * Largest quantity of one cart line. The spec sets no upper bound (§5); 99 keeps the quantity
 * box two digits wide and a line total far from any overflow.
 */
export const MAX_LINE_QUANTITY = 99;

/**
 * Every message this package produces. The spec's texts (§4, §8) are a contract and are kept
 * exactly, misspellings included ('Target no Found', 'Order Recived sucessfully!').
 */
export const messages = {
  addedToCart: 'Item Added to Cart',
  removedFromCart: 'Item Removed from Cart',
  cartUpdated: 'Cart Updated',
  maxQuantityReached: `You can order at most ${MAX_LINE_QUANTITY} of this item`,
  minQuantityReached: `Quantity cannot go below ${MIN_LINE_QUANTITY}`,
  invalidQuantity: `Choose a quantity from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`,
  notInCart: 'Item is not in the Cart',
  addedToWishlist: 'Item Added to Wishlist',
  removedFromWishlist: 'Item Removed from Wishlist',
  notInWishlist: 'Item is not in the Wishlist',
  addedToCompare: 'Added to Compare List',
  alreadyInCompare: 'Already added to Compare List',
  removedFromCompare: 'Item Removed from Compare List',
  compareTargetNotFound: 'Target no Found',
  productsReceived: 'Products Received',
  orderPlaced: 'Order Recived sucessfully!',
  emptyCartOrder: 'Your Cart is empty',
  persistTimedOut: 'persist timed out',
  persistReadFailed: 'persist read failed',
  persistWriteFailed: 'persist write failed',
} as const;
