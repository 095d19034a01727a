/** Cart, wishlist and compare-list state. Filled in by the shop-state issue. */
export const ROOT_STORAGE_KEY = 'firm-shop';
