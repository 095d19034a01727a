import { expect, it } from 'vitest';
import * as shopState from './index.js';

it('exports the API the site codes against', () => {
  expect(shopState.ROOT_STORAGE_KEY).toBe('firm-shop');
  expect(Object.keys(shopState).sort()).toEqual(
    [
      'MAX_LINE_QUANTITY',
      'MIN_LINE_QUANTITY',
      'RESTORE_TIMEOUT_MS',
      'ROOT_STORAGE_KEY',
      'SHOP_STATE_VERSION',
      'addToCart',
      'addToCartAtom',
      'addToCompare',
      'addToCompareAtom',
      'cartAtom',
      'cartLineCountAtom',
      'cartTotals',
      'cartTotalsAtom',
      'compareAtom',
      'decrementQuantity',
      'decrementQuantityAtom',
      'emptyShopState',
      'incrementQuantity',
      'incrementQuantityAtom',
      'lastOrderAtom',
      'messages',
      'placeOrder',
      'placeOrderAtom',
      'receiveProductsAtom',
      'removeFromCart',
      'removeFromCartAtom',
      'removeFromCompare',
      'removeFromCompareAtom',
      'removeFromWishlist',
      'removeFromWishlistAtom',
      'restoreStatusAtom',
      'setQuantity',
      'setQuantityAtom',
      'shopStateAtom',
      'startPersistence',
      'toggleWishlist',
      'toggleWishlistAtom',
      'wishlistAtom',
    ].sort(),
  );
});
