import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, messages, ROOT_STORAGE_KEY, SHOP_STATE_VERSION } from './constants.js';

describe('constants', () => {
  it('persists under one root key with a version', () => {
    expect(ROOT_STORAGE_KEY).toBe('firm-shop');
    expect(SHOP_STATE_VERSION).toBe(1);
  });

  it('bounds a cart line at 99', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
  });

  it('exports every message exactly, the spec misspellings included', () => {
    expect(messages).toEqual({
      addedToCart: 'Item Added to Cart',
      removedFromCart: 'Item Removed from Cart',
      cartUpdated: 'Cart Updated',
      maxQuantityReached: 'You can order at most 99 of this item',
      minQuantityReached: 'Quantity cannot go below 1',
      invalidQuantity: 'Choose a quantity from 1 to 99',
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
    });
  });
});
